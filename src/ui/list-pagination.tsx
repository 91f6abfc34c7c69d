import { Group, Pagination, Text } from '@mantine/core';

const PAGE_CONTROL_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

interface ListPaginationProps {
  /** '1 pedido', '25 transacciones'. */
  totalLabel: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
  /** Larger controls where fingers tap (the kitchen's history). */
  size?: 'md' | 'xl';
}

/** A list's footer: how many there are and, with more than one page, the page controls. */
export function ListPagination({ totalLabel, pages, page, onChange, size = 'md' }: ListPaginationProps) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {totalLabel}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size={size}
          getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
        />
      )}
    </Group>
  );
}
