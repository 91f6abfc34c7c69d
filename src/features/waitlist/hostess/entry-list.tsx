import { Stack } from '@mantine/core';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { queueItemLabels } from '../../../domain/rules/queue-item-labels';
import type { RequestAction } from './entry-actions';
import { QueueEntryCard } from './queue-entry-card';

interface EntryListProps {
  label: string;
  entries: QueueItem[];
  now: number;
  timeZone: string;
  noshowToleranceMins: number;
  bookingTerm: string;
  onOpen: (item: QueueItem) => void;
  onAction: RequestAction;
}

/** A list of entries (ul/li, so assistive tech and tests see each entry as a list item). */
export function EntryList({
  label,
  entries,
  now,
  timeZone,
  noshowToleranceMins,
  bookingTerm,
  onOpen,
  onAction,
}: EntryListProps) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {entries.map((item) => (
        <QueueEntryCard
          key={item.id}
          item={item}
          labels={queueItemLabels(item, { now, noshowToleranceMins })}
          now={now}
          timeZone={timeZone}
          bookingTerm={bookingTerm}
          onOpen={onOpen}
          onAction={onAction}
        />
      ))}
    </Stack>
  );
}
