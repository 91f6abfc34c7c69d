import { Badge } from '@mantine/core';
import { IconClockUp } from '@tabler/icons-react';

export const PENDING_BADGE_TEXT = 'Pendiente de enviar';

/** On an entry whose changes wait in the offline outbox; the entry already shows them. */
export function PendingBadge() {
  return (
    <Badge
      color="yellow"
      variant="outline"
      size="lg"
      radius="sm"
      tt="none"
      leftSection={<IconClockUp size={14} aria-hidden />}
    >
      {PENDING_BADGE_TEXT}
    </Badge>
  );
}
