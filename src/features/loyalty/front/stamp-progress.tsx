import { Alert, Group, Stack, Switch, Text } from '@mantine/core';
import type { LoyaltyPrepare } from '../../../domain/contract/loyalty';
import classes from './stamp-progress.module.css';

const LOCALE = 'es-MX';

function expiryText(instant: string, timeZone: string | undefined): string {
  const date = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  return `Vence el ${date.format(new Date(instant))}`;
}

interface StampProgressProps {
  prepared: LoyaltyPrepare;
  timeZone: string | undefined;
  redeem: boolean;
  onRedeemChange: (redeem: boolean) => void;
}

/**
 * A stamp card's progress (01 §2.2): N of M stamps drawn with the program's icon, and the open
 * rewards with their expiry and the 'Canjear premio' switch.
 */
export function StampProgress({ prepared, timeZone, redeem, onRedeemChange }: StampProgressProps) {
  const { program, progress } = prepared;
  const required = progress.required_quantity ?? program.configuration.required_quantity ?? 0;
  const current = Math.min(progress.current_quantity, required);
  const label = `${current} de ${required} ${program.style_name_plural.toLowerCase()}`;
  const slots = Array.from({ length: required }, (_, index) => index < current);

  return (
    <Stack gap="xs">
      <Text fw={600}>{label}</Text>
      <Group gap={6} role="img" aria-label={label}>
        {slots.map((filled, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions on the card
            key={index}
            className={classes.stamp}
            data-filled={filled || undefined}
            aria-hidden
          >
            {program.style_icon}
          </span>
        ))}
      </Group>
      {progress.rewards.length > 0 && (
        <Alert
          color="teal"
          title={
            progress.rewards.length === 1
              ? 'Premio disponible'
              : `${progress.rewards.length} premios disponibles`
          }
        >
          <Stack gap="xs">
            {progress.rewards.map((reward) => (
              <Text key={reward.id} size="sm">
                {expiryText(reward.expires_at, timeZone)}
              </Text>
            ))}
            <Switch
              size="md"
              label="Canjear premio"
              checked={redeem}
              onChange={(event) => onRedeemChange(event.currentTarget.checked)}
            />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
