import { Group, Stack, Text } from '@mantine/core';
import type { PublicLoyaltyCard, PublicLoyaltyProgram } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';

const rewardDate = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long' });

/** 'Premio disponible hasta el 23 de diciembre' */
export function rewardText(expiresAt: string): string {
  return `Premio disponible hasta el ${rewardDate.format(new Date(expiresAt))}`;
}

/** '1 sello' / '3 sellos' with the program's own names, lower case inside a sentence. */
export function stampCount(
  program: Pick<PublicLoyaltyProgram, 'style_name_singular' | 'style_name_plural'>,
  count: number,
): string {
  const { style_name_singular: singular, style_name_plural: plural } = program;
  return `${count} ${(count === 1 ? singular : plural).toLowerCase()}`;
}

function Balance({ card }: { card: PublicLoyaltyCard }) {
  return (
    <Text fz={32} fw={700} ta="center">
      Saldo {formatMoney(card.progress.user_balance)}
    </Text>
  );
}

/** One icon per stamp of the card: the ones earned in full colour, the rest faded. */
function Stamps({ card }: { card: PublicLoyaltyCard }) {
  const required = card.progress.required_quantity ?? card.progress.current_quantity;
  const current = Math.min(card.progress.current_quantity, required);
  const label = `${current} de ${required} ${card.program.style_name_plural.toLowerCase()}`;
  return (
    <Stack gap="xs" align="center">
      <Group gap={6} justify="center" role="img" aria-label={label}>
        {Array.from({ length: required }, (_, index) => (
          <Text
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots of a card never reorder
            key={index}
            component="span"
            fz={30}
            lh={1}
            style={index < current ? undefined : { opacity: 0.2, filter: 'grayscale(1)' }}
            data-filled={index < current}
          >
            {card.program.style_icon}
          </Text>
        ))}
      </Group>
      <Text fw={600}>{label}</Text>
    </Stack>
  );
}

/** The balance of a wallet, or the stamps of a stamp card and its open rewards. */
export function CardProgress({ card }: { card: PublicLoyaltyCard }) {
  if (card.program.type === 'cashback') return <Balance card={card} />;
  return (
    <Stack gap="sm">
      <Stamps card={card} />
      {card.progress.rewards.map((reward) => (
        <Text key={reward.id} c="teal.8" fw={700} ta="center">
          🎁 {rewardText(reward.expires_at)}
        </Text>
      ))}
    </Stack>
  );
}
