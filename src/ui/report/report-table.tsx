import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Report } from '../../domain/contract/report';
import { AGGREGATE_LABELS, formatAggregate, formatCell } from './report-format';

/** Opens a row's page in a new tab (it leaves the report's filters and page as they are). */
const openInNewTab = (href: string) => window.open(href, '_blank', 'noopener');

/**
 * A page of a report: visible columns, formatted cells, footer figures from the headers. With
 * `rowLink`, a row whose link is not null opens it in a new tab (its first cell is a real link).
 */
export function ReportTable({
  report,
  rowLink,
}: {
  report: Report;
  rowLink?: (row: Report['data'][number]) => string | null;
}) {
  const headers = report.headers.filter((header) => !header.hidden);
  const hasFooter = headers.some((header) => header.aggregate);
  return (
    <Table.ScrollContainer minWidth={Math.max(480, headers.length * 140)}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header.key} ta={header.align}>
                {header.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.data.map((row, index) => (
            // Report rows have no id of their own; their place in the page identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are replaced as a whole per page
            <ReportRow key={index} href={rowLink?.(row) ?? null}>
              {headers.map((header, column) => (
                <Table.Td key={header.key} ta={header.align}>
                  {column === 0 && rowLink?.(row) ? (
                    <a
                      href={rowLink(row) ?? undefined}
                      target="_blank"
                      rel="noopener"
                      onClick={(event) => event.stopPropagation()}
                    >
                      {formatCell(row[header.key], header.type)}
                    </a>
                  ) : (
                    formatCell(row[header.key], header.type)
                  )}
                </Table.Td>
              ))}
            </ReportRow>
          ))}
        </Table.Tbody>
        {hasFooter && (
          <Table.Tfoot>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header.key} ta={header.align}>
                  {header.aggregate ? (
                    <span title={AGGREGATE_LABELS[header.aggregate.type]}>
                      {formatAggregate(header.aggregate, header.type)}
                    </span>
                  ) : null}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

function ReportRow({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <Table.Tr>{children}</Table.Tr>;
  return (
    <Table.Tr style={{ cursor: 'pointer' }} onClick={() => openInNewTab(href)}>
      {children}
    </Table.Tr>
  );
}
