import { Box, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list as a table on tablets and desktops and as cards on phones (CSS shows one of the two). */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return (
    <>
      <Box visibleFrom="sm">{table}</Box>
      <Stack gap="xs" hiddenFrom="sm">
        {cards}
      </Stack>
    </>
  );
}
