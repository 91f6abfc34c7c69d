import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

export interface LoadableQuery<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryLoadStateProps<T> {
  query: LoadableQuery<T>;
  /** What could not load, in Spanish ('No se pudo cargar la encuesta'). */
  errorTitle: string;
  /** False while stored data is shown that must be fetched again first. */
  fresh?: boolean;
  children: (data: T) => ReactNode;
}

/** A screen's content once its data is there; before that, a failed load with 'Reintentar' or loading. */
export function QueryLoadState<T>({ query, errorTitle, fresh = true, children }: QueryLoadStateProps<T>) {
  if (query.error && !query.data) {
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data || !fresh) {
    return (
      <Center mih={240}>
        <Loader aria-label="Cargando" />
      </Center>
    );
  }
  return children(query.data);
}
