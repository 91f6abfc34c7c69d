import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/** What a list screen reads of its query (TanStack Query's result fits). */
interface ListQuery<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ListStatesProps<T> {
  query: ListQuery<T>;
  /** What could not load, in Spanish ('No se pudieron cargar los programas'). */
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  /** What an empty list shows (usually an EmptyState). */
  empty: ReactNode;
  /** The list itself, once there is something to show. */
  children: (data: T) => ReactNode;
}

/** A list screen's states: failed with a retry (before any data), loading, empty, or the list. */
export function ListStates<T>({ query, errorTitle, isEmpty, empty, children }: ListStatesProps<T>) {
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
  return isEmpty(query.data) ? empty : children(query.data);
}
