import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconClockUp } from '@tabler/icons-react';
import type { UnsentState } from './use-outbox-overlay';

export const PENDING_BADGE_TEXT = 'Pendiente de enviar';
export const REFUSED_BADGE_TEXT = 'Cambio rechazado';

const LOOK = {
  pending: { text: PENDING_BADGE_TEXT, color: 'yellow', Icon: IconClockUp },
  refused: { text: REFUSED_BADGE_TEXT, color: 'red', Icon: IconAlertTriangle },
} as const;

/**
 * On an entry whose changes wait in the offline outbox (the entry already shows them), or whose
 * change the server refused (it waits in 'Cambios rechazados por el servidor' for the host).
 */
export function PendingBadge({ state }: { state: UnsentState }) {
  const { text, color, Icon } = LOOK[state];
  return (
    <Badge
      color={color}
      variant="outline"
      size="lg"
      radius="sm"
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
    >
      {text}
    </Badge>
  );
}
