import { Alert, Stack, Text } from '@mantine/core';
import {
  CARD_CODE_REFRESH_SECS,
  LOYALTY_MESSAGES,
  type PublicLoyaltyCard,
} from '../../../domain/contract/loyalty';
import { useNow } from '../../../lib/use-now';
import { CardCodeCountdown } from './card-code-countdown';
import { CardCodeQr } from './card-code-qr';

/** Shown instead of a code that expired while the page could not ask for a new one (offline). */
const CODE_EXPIRED_MESSAGE = 'Tu código ya expiró. Conéctate a internet para ver uno nuevo.';

/** The QR to show at the counter, or why there is none. */
export function CardCode({ card, fetchedAt }: { card: PublicLoyaltyCard; fetchedAt: number }) {
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
  const periodMs = CARD_CODE_REFRESH_SECS * 1000;
  const changesAt = fetchedAt + (card.code_changes_in_secs ?? CARD_CODE_REFRESH_SECS) * 1000;
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" ta="center">
        Muestra este código en caja para registrar tu compra.
      </Text>
      <CardCodeQr code={card.code} />
      <CardCodeCountdown changesAt={changesAt} periodMs={periodMs} now={now} />
    </Stack>
  );
}
