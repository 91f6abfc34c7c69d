import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicLoyaltyCard } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../ui/report/report-format';
import { stampCount } from './card-progress';

type Movement = PublicLoyaltyCard['recent'][number];

/** What a movement did to the card, a line each: ['+$6.00', '−$20.00 del monedero'] or ['+1 Sello']. */
export function movementLines(card: PublicLoyaltyCard, movement: Movement): string[] {
  if (card.program.type === 'stampcard')
    return [movement.stamp ? `+${stampCount(card.program, 1)}` : 'Sin sello'];
  const lines = [`+${formatMoney(movement.earned)}`];
  if (movement.used > 0) lines.push(`−${formatMoney(movement.used)} del monedero`);
  return lines;
}

/** The card's last movements, newest first; a purchase that can be invoiced links to its page. */
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
            <Stack gap={0} style={{ flex: 'none' }}>
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
              <Stack gap={0} align="flex-end">
                {movementLines(card, movement).map((line) => (
                  <Text key={line} size="sm" fw={600} ta="right">
                    {line}
                  </Text>
                ))}
                {movement.self_invoice_url && (
                  <Anchor href={movement.self_invoice_url} size="sm">
                    Facturar
                  </Anchor>
                )}
              </Stack>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
