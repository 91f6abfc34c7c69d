import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DetailLoadState } from '../../ui/detail-load-state';

/** An hours list before its form: loading, failed with a retry, or (a person elsewhere) not found. */
export function HoursLoaded<T>({
  query,
  title,
  children,
}: {
  query: UseQueryResult<T>;
  title: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  return (
    <DetailLoadState
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      notFound={<Text c="dimmed">Esta persona no pertenece a esta ubicación.</Text>}
    />
  );
}
