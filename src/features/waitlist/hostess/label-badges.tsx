import { Badge, Group, type MantineColor } from '@mantine/core';
import { QUEUE_ITEM_LABEL_TEXT, type QueueItemLabel } from '../../../domain/rules/queue-item-labels';
import { formatMoney } from '../../../lib/format';

const LABEL_COLORS: Record<QueueItemLabel, MantineColor> = {
  present: 'green',
  canceled: 'red',
  delayed: 'orange',
  confirmed: 'teal',
  confirming: 'yellow',
  notified: 'blue',
};

interface LabelBadgesProps {
  labels: QueueItemLabel[];
  /** payment_data.amount_paid; shown as 'Pagado $150.00' when above zero. */
  amountPaid: number | null;
}

/** The host-list labels of one entry and its paid amount (spec 01 §2.10). */
export function LabelBadges({ labels, amountPaid }: LabelBadgesProps) {
  if (labels.length === 0 && !amountPaid) return null;
  return (
    <Group gap={6}>
      {labels.map((label) => (
        <Badge key={label} color={LABEL_COLORS[label]} variant="light" size="lg" radius="sm" tt="none">
          {QUEUE_ITEM_LABEL_TEXT[label]}
        </Badge>
      ))}
      {amountPaid ? (
        <Badge color="green" variant="outline" size="lg" radius="sm" tt="none">
          Pagado {formatMoney(amountPaid)}
        </Badge>
      ) : null}
    </Group>
  );
}
