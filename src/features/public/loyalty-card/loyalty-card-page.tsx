import { Alert, Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import {
  LOYALTY_MESSAGES,
  LOYALTY_PROGRAM_TYPE_LABELS,
  type PublicLoyaltyCard,
} from '../../../domain/contract/loyalty';
import { useNow } from '../../../lib/use-now';
import { PublicLayout } from '../public-layout';
import { PublicLoadError, PublicLoading } from '../public-load-state';
import { CardCodeCountdown } from './card-code-countdown';
import { CardCodeQr } from './card-code-qr';
import { CardMovements } from './card-movements';
import { CardProgress } from './card-progress';
import { CardRules } from './card-rules';
import { cardRefreshMs, usePublicLoyaltyCard } from './loyalty-card-queries';

/** Shown instead of a code that expired while the page could not ask for a new one (offline). */
const CODE_EXPIRED_MESSAGE = 'Tu código ya expiró. Conéctate a internet para ver uno nuevo.';

/** The QR to show at the counter, or why there is none. */
function CardCode({ card, fetchedAt }: { card: PublicLoyaltyCard; fetchedAt: number }) {
  const now = useNow(1000);
  if (card.program.status === 'canceled' || card.code === null) {
    return (
      <Alert color="gray" title="Programa cancelado">
        {LOYALTY_MESSAGES.programCanceled}
      </Alert>
    );
  }
  if (card.code_expires_at !== null && Date.parse(card.code_expires_at) <= now) {
    return <Alert color="yellow">{CODE_EXPIRED_MESSAGE}</Alert>;
  }
  const periodMs = cardRefreshMs(card);
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" ta="center">
        Muestra este código en caja para registrar tu compra.
      </Text>
      <CardCodeQr code={card.code} />
      <CardCodeCountdown changesAt={fetchedAt + periodMs} periodMs={periodMs} now={now} />
    </Stack>
  );
}

/**
 * The customer's loyalty card (/tarjeta/{token}), reached from the WhatsApp link: balance or
 * stamps, open rewards, the rotating code as a QR for the cashier, and the last movements.
 */
export default function LoyaltyCardPage() {
  const { token = '' } = useParams({ strict: false }) as { token?: string };
  const query = usePublicLoyaltyCard(token);

  if (query.isPending) return <PublicLoading />;
  if (query.error && !query.data) {
    return (
      <PublicLoadError
        error={query.error}
        notFound={{ title: LOYALTY_MESSAGES.cardNotFound, hint: 'Revisa el enlace que recibiste.' }}
        failedTitle="No se pudo cargar tu tarjeta"
      />
    );
  }

  const card = query.data;
  return (
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
        <CardRules card={card} />
        <CardMovements card={card} />
      </Stack>
    </PublicLayout>
  );
}
