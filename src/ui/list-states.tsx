import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import { LoadError } from './load-error';

/** What a list screen reads of its query (TanStack Query's result fits). */
interface ListQuery<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A list, or a page of one (`{ data, pagination }`). */
type ListAnswer = readonly unknown[] | { data: readonly unknown[]; pagination: { total_items: number } };

/** A paged list's footer: the page shown, its size, and what is counted ('pedido', 'pedidos'). */
interface ListPaging {
  page: number;
  onChange: (page: number) => void;
  pageSize: number;
  noun: readonly [singular: string, plural: string];
  /** Larger controls where fingers tap (the kitchen's history). */
  size?: 'md' | 'xl';
}

interface ListStatesProps<T extends ListAnswer> {
  query: ListQuery<T>;
  /** What could not load, in Spanish ('No se pudieron cargar los programas'). */
  errorTitle: string;
  /** What an empty list shows (usually a ListEmptyState). */
  empty: ReactNode;
  /** Paged lists: the count and the page controls under the rows. */
  paging?: ListPaging;
  /** The rows, once there are some. */
  children: (data: T) => ReactNode;
}

function rowsOf(answer: ListAnswer): readonly unknown[] {
  return 'data' in answer ? answer.data : answer;
}

function totalOf(answer: ListAnswer): number {
  return 'pagination' in answer ? answer.pagination.total_items : answer.length;
}

/** A list screen's states: failed with a retry (before any data), loading, empty, or the rows. */
export function ListStates<T extends ListAnswer>({
  query,
  errorTitle,
  empty,
  paging,
  children,
}: ListStatesProps<T>) {
  if (query.data === undefined) {
    if (query.error) {
      return (
        <LoadError
          title={errorTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    return (
      <Center mih={200}>
        <Loader aria-label="Cargando" />
      </Center>
    );
  }
  if (rowsOf(query.data).length === 0) return empty;
  if (!paging) return children(query.data);
  const total = totalOf(query.data);
  return (
    <>
      {children(query.data)}
      <ListPagination
        totalLabel={total === 1 ? `1 ${paging.noun[0]}` : `${total} ${paging.noun[1]}`}
        pages={Math.max(1, Math.ceil(total / paging.pageSize))}
        page={paging.page}
        onChange={paging.onChange}
        size={paging.size}
      />
    </>
  );
}
