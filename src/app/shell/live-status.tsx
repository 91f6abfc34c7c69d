import { Badge } from '@mantine/core';
import type { LiveState } from '../../lib/live/live-connection';

const LABELS: Record<LiveState, { text: string; color: string; title: string }> = {
  connecting: { text: 'Conectando…', color: 'gray', title: 'Conectando con el servidor' },
  live: { text: 'En vivo', color: 'green', title: 'Los cambios de otros dispositivos aparecen al momento' },
  reconnecting: {
    text: 'Reconectando…',
    color: 'orange',
    title: 'Sin avisos en vivo: la lista se actualiza cada minuto mientras se reconecta',
  },
};

/** The live stream's state in the header: 'En vivo' or 'Reconectando…'. */
export function LiveStatus({ state }: { state: LiveState | null }) {
  if (state === null) return null;
  const label = LABELS[state];
  return (
    <Badge
      role="status"
      aria-live="polite"
      variant="dot"
      color={label.color}
      title={label.title}
      size="md"
      radius="sm"
      tt="none"
      // A narrow header (390 px) squeezes its right side: the badge keeps its few words whole ('En
      // vivo', not 'En…'); the location's name, which truncates, gives the room instead.
      style={{ flexShrink: 0 }}
    >
      {label.text}
    </Badge>
  );
}
