import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { canAccess } from '../../domain/roles';
import { subscriptionInfoQueryOptions } from '../../features/subscription/api/subscription-info';
import { balanceColor, creditsText, usedPercent } from '../../features/subscription/credits-usage';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { UsageBar } from './usage-bar';

/** The drawer footer: the plan's name and each credit balance with its usage bar. */
export function SubscriptionSummary() {
  const info = useQuery(subscriptionInfoQueryOptions());
  const { data: settings } = useSuspenseQuery(accountSettingsQueryOptions());
  const canOpenSubscription = canAccess(settings.roles, 'subscription');

  useEffect(() => {
    // Spec 02 §8: a failed subscription info load is only logged.
    if (info.error) console.warn('No se pudo cargar la suscripción', info.error);
  }, [info.error]);

  if (info.isPending) return <Skeleton height={40} radius="sm" aria-hidden />;
  if (!info.data) return null;

  const { plan, credits } = info.data;
  return (
    <Stack gap={6} aria-label="Suscripción">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          Plan {plan.name}
        </Text>
        {canOpenSubscription && (
          <Anchor component={Link} to="/settings/subscription" size="xs">
            {plan.type === 'free' ? 'Mejorar' : 'Ver plan'}
          </Anchor>
        )}
        {!canOpenSubscription && plan.type === 'free' && (
          <Badge size="xs" variant="light" color="gray">
            Gratis
          </Badge>
        )}
      </Group>
      {credits.map((entry) => {
        const percent = usedPercent(entry);
        return (
          <Stack key={entry.type_plural} gap={2}>
            <Text size="xs" c="dimmed">
              {creditsText(entry)}
            </Text>
            <UsageBar value={percent} color={balanceColor(percent)} label={`${entry.type_plural} usados`} />
          </Stack>
        );
      })}
    </Stack>
  );
}
