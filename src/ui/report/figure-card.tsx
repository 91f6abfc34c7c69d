import { Paper, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  hint?: string;
}

/** One headline figure of a stats page: its name, its value large, an optional hint. */
export function FigureCard({ figure }: { figure: Figure }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {figure.label}
      </Text>
      <Text fz="clamp(1.25rem, 5.5vw, 1.75rem)" fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
        {figure.value}
      </Text>
      {figure.hint && (
        <Text size="xs" c="dimmed">
          {figure.hint}
        </Text>
      )}
    </Paper>
  );
}
