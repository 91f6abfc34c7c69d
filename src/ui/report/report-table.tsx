import { Table } from '@mantine/core';
import type { Report } from '../../domain/contract/report';
import { AGGREGATE_LABELS, formatAggregate, formatCell } from './report-format';

/** A page of a report: visible columns, formatted cells, footer figures from the headers. */
export function ReportTable({ report }: { report: Report }) {
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
            <Table.Tr key={index}>
              {headers.map((header) => (
                <Table.Td key={header.key} ta={header.align}>
                  {formatCell(row[header.key], header.type)}
                </Table.Td>
              ))}
            </Table.Tr>
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
