import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListEmptyStateProps {
  icon: ReactNode;
  /** 'Aún no hay pedidos.' */
  title: string;
  description: string;
  /** A searchable list: what to try when nothing matches the search. */
  noMatch?: string;
  /** What was searched ('' for nothing). */
  searched?: string;
}

/** An empty list: nothing yet, or, after a search, 'Sin resultados' and what to try. */
export function ListEmptyState({ icon, title, description, noMatch, searched = '' }: ListEmptyStateProps) {
  const none = searched.trim() !== '';
  return (
    <EmptyState
      icon={icon}
      withIndicatorBackground
      title={none ? 'Sin resultados' : title}
      description={none ? noMatch : description}
    />
  );
}
