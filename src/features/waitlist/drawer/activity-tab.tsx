import { Divider, Loader, Stack, Text, Timeline } from '@mantine/core';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { useQueueEvents } from '../api/queue-item';
import { useLocationId } from '../queries';
import { ChatPanel } from './chat-panel';
import { eventText } from './event-text';
import { formatDateTime } from './format-instant';

/** Said instead of the timeline and the chat of a walk-in registered offline (the server has neither yet). */
export const NOT_YET_SENT_ACTIVITY =
  'Este turno se registró sin conexión. Su actividad y sus mensajes aparecerán cuando llegue al servidor.';

/** 'Actividad y mensajes': the item's timeline (queue events) and the SMS chat (01 §2.10, §4.7). */
export function ActivityTab({ item, timeZone }: { item: QueueItem; timeZone: string }) {
  if (item.id < 0) return <Text c="dimmed">{NOT_YET_SENT_ACTIVITY}</Text>;
  return <ServerActivity item={item} timeZone={timeZone} />;
}

function ServerActivity({ item, timeZone }: { item: QueueItem; timeZone: string }) {
  const events = useQueueEvents(useLocationId(), item.id, true);
  const when = (iso: string) => formatDateTime(iso, timeZone);

  return (
    <Stack gap="md">
      <Text fw={600}>Actividad</Text>
      {events.isPending ? (
        <Loader size="sm" aria-label="Cargando actividad" />
      ) : events.isError ? (
        <Text size="sm" c="red">
          {events.error.message}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={events.data.length - 1} aria-label="Actividad">
          {events.data.map((event) => (
            <Timeline.Item key={event.id} title={eventText(event, item.type, when)}>
              <Text size="xs" c="dimmed">
                {when(event.created_at)}
                {event.user ? ` · ${event.user.name}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <Divider />
      <ChatPanel queueId={item.id} phone={item.phone} timeZone={timeZone} />
    </Stack>
  );
}
