import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of the order detail. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Label over value pairs, two columns from tablets up. Fields without a value are left out. */
export function DetailFields({ fields }: { fields: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {fields
        .filter((field) => field.value !== null && field.value !== undefined && field.value !== '')
        .map((field) => (
          <Stack key={field.label} gap={0}>
            <Text size="xs" c="dimmed">
              {field.label}
            </Text>
            <Text component="div">{field.value}</Text>
          </Stack>
        ))}
    </SimpleGrid>
  );
}

/** A label and an amount on one line, as in a receipt. */
export function AmountLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : 500}>{value}</Text>
    </Group>
  );
}
