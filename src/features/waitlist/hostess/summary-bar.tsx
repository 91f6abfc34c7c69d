import { Box, Paper, Text } from '@mantine/core';
import { formatPeople } from '../../../lib/format';
import type { EntrySummary } from './entry-summary';
import classes from './summary-bar.module.css';

interface SummaryBarProps {
  summary: EntrySummary;
  /** The business's term for bookings (waitlist_settings.l10n.booking_p); null: no bookings, no counter. */
  bookingsTerm: string | null;
}

function Figure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      px={{ base: 'xs', xs: 'sm' }}
      py="xs"
      role="group"
      aria-label={detail ? `${label}: ${value}, ${detail}` : `${label}: ${value}`}
    >
      <Text fz={{ base: 11, xs: 'xs' }} c="dimmed" fw={600} truncate>
        {label}
      </Text>
      <Text size="xl" fw={700} lh={1.2}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" truncate>
          {detail}
        </Text>
      )}
    </Paper>
  );
}

/** Today's counts at a glance: waiting (and how many people), bookings (when taken), present. */
export function SummaryBar({ summary, bookingsTerm }: SummaryBarProps) {
  return (
    <Box className={classes.grid} aria-label="Resumen de hoy" role="group">
      <Figure label="En espera" value={summary.waiting} detail={formatPeople(summary.waitingPeople)} />
      {bookingsTerm !== null && <Figure label={bookingsTerm} value={summary.bookings} />}
      <Figure label="Presentes" value={summary.present} />
    </Box>
  );
}
