import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { CATALOG_LIMITS } from '../../domain/contract/catalog-values';
import { ListEmptyState } from '../../ui/list-empty-state';
import { ListStates } from '../../ui/list-states';
import { PlainTable } from '../../ui/plain-table';

interface PagedTableProps<T> {
  query: {
    data: { data: T[]; pagination: { total_items: number } } | undefined;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  /** What could not load ('No se pudo cargar la lista de certificados'). */
  errorTitle: string;
  empty: { icon: ReactNode; title: string; description: string };
  noun: readonly [singular: string, plural: string];
  columns: string[];
  /** Columns aligned right (amounts). */
  endColumns?: string[];
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** One row (`<tr>`) of the table. */
  row: (item: T) => ReactNode;
}

/** An invoicing list of 20 a page in a table: failed with a retry, loading, empty, or the rows. */
export function PagedTable<T>({
  query,
  page,
  onPage,
  errorTitle,
  empty,
  noun,
  columns,
  endColumns,
  minWidth = 0,
  row,
}: PagedTableProps<T>) {
  return (
    <ListStates
      query={query}
      errorTitle={errorTitle}
      empty={<ListEmptyState {...empty} />}
      paging={{ page, onChange: onPage, pageSize: CATALOG_LIMITS.pageSize, noun }}
    >
      {(answer) => (
        <Paper withBorder radius="md">
          <PlainTable columns={columns} endColumns={endColumns} minWidth={minWidth} wraps>
            {answer.data.map(row)}
          </PlainTable>
        </Paper>
      )}
    </ListStates>
  );
}
