import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicLoyaltyCard } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../ui/report/report-format';
import { stampCount } from './card-progress';

type Movement = PublicLoyaltyCard['recent'][number];

/** What a movement did to the card: '+$6.00 · −$20.00 del monedero' or '+1 Sello'. */
export function movementText(card: PublicLoyaltyCard, movement: Movement): string {
  if (card.program.type === 'stampcard') return movement.stamp ? `+${stampCount(card, 1)}` : 'Sin sello';
  const parts = [`+${formatMoney(movement.earned)}`];
  if (movement.used > 0) parts.push(`−${formatMoney(movement.used)} del monedero`);
  return parts.join(' · ');
}

/** The card's last movements, newest first. */
export function CardMovements({ card }: { card: PublicLoyaltyCard }) {
  if (card.recent.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Movimientos recientes
      </Title>
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Movimientos recientes"
      >
        {card.recent.map((movement) => (
          <Group
            key={movement.created_at}
            component="li"
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">Compra de {formatMoney(movement.sale_amount)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(movement.created_at)}
              </Text>
            </Stack>
            {movement.status === 'canceled' ? (
              <Badge color="gray" variant="light" tt="none" style={{ flex: 'none' }}>
                Cancelada
              </Badge>
            ) : (
              <Text size="sm" fw={600} ta="right">
                {movementText(card, movement)}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
