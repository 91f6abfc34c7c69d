import { Box, Group, Text } from '@mantine/core';

/** The column titles over a sheet of rows (name, price, remove): each input keeps its own accessible name. */
export function RowSheetHeader({
  name,
  price,
  removable,
}: {
  name: string;
  price: string;
  removable: boolean;
}) {
  return (
    <Group gap="xs" wrap="nowrap" aria-hidden>
      <Text size="sm" fw={600} style={{ flex: 2 }}>
        {name}
      </Text>
      <Text size="sm" fw={600} style={{ flex: 1 }}>
        {price}
      </Text>
      {removable && <Box w={34} />}
    </Group>
  );
}
