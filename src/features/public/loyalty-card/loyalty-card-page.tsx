import { Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { LOYALTY_MESSAGES, LOYALTY_PROGRAM_TYPE_LABELS } from '../../../domain/contract/loyalty';
import { PublicLayout } from '../public-layout';
import { PublicQueryGate } from '../public-load-state';
import { CardCode } from './card-code';
import { CardMovements } from './card-movements';
import { CardProgress } from './card-progress';
import { CardRules } from './card-rules';
import { usePublicLoyaltyCard } from './loyalty-card-queries';

/**
 * The customer's loyalty card (/tarjeta/{token}), reached from the WhatsApp link: balance or
 * stamps, open rewards, the rotating code as a QR for the cashier, and the last movements.
 */
export default function LoyaltyCardPage() {
  const { token = '' } = useParams({ strict: false }) as { token?: string };
  const query = usePublicLoyaltyCard(token);

  return (
    <PublicQueryGate
      query={query}
      notFound={{ title: LOYALTY_MESSAGES.cardNotFound, hint: 'Revisa el enlace que recibiste.' }}
      failedTitle="No se pudo cargar tu tarjeta"
    >
      {(card) => (
        <PublicLayout businessName={card.business.name} thumbUrl={card.business.image_url}>
          <Stack gap="md">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={2} size="h4">
                  {card.program.name}
                </Title>
                <Badge variant="light" tt="none" style={{ flex: 'none' }}>
                  {LOYALTY_PROGRAM_TYPE_LABELS[card.program.type]}
                </Badge>
              </Group>
              <Text c="dimmed">Hola, {card.customer.name}</Text>
            </Stack>
            <CardProgress card={card} />
            <CardCode card={card} fetchedAt={query.dataUpdatedAt} />
            <Divider />
            <CardRules program={card.program} />
            <CardMovements card={card} />
          </Stack>
        </PublicLayout>
      )}
    </PublicQueryGate>
  );
}
