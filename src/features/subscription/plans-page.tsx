import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlansAvailable, SubscriptionInfo } from '../../domain/contract/subscription';
import { canAccess } from '../../domain/roles';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { PageHeader } from '../../ui/page-header';
import { QueryLoadState } from '../../ui/query-load-state';
import { subscriptionInfoQueryOptions } from './api/subscription-info';
import { useCheckout, usePlansAvailable } from './api/subscription-queries';
import { FeatureLine } from './feature-line';
import { PaymentsMissing } from './payments-missing';
import { includedCredits, planPrice } from './plan-price';
import { PlanPriceLines } from './plan-price-lines';

type Recurrence = 'monthly' | 'yearly';
type Plan = SubscriptionInfo['plan'];

/** 'Planes' (settings-subscription-plans): monthly or yearly, one card per plan. */
export default function PlansPage() {
  const plans = usePlansAvailable();
  const info = useQuery(subscriptionInfoQueryOptions());
  // Until the owner switches, the recurrence of the current subscription.
  const [chosen, setRecurrence] = useState<Recurrence | null>(null);
  const recurrence = chosen ?? (info.data?.subscription?.recurrence === 'yearly' ? 'yearly' : 'monthly');
  return (
    <Stack gap="md">
      <PageHeader title="Planes">
        {plans.data?.pricing_url && (
          <Anchor href={plans.data.pricing_url} target="_blank" rel="noopener noreferrer" size="sm">
            Comparar planes
          </Anchor>
        )}
      </PageHeader>
      <SegmentedControl
        aria-label="Forma de pago"
        value={recurrence}
        onChange={(value) => setRecurrence(value as Recurrence)}
        data={[
          { value: 'monthly', label: 'Mensual' },
          { value: 'yearly', label: 'Anual' },
        ]}
        maw={280}
      />
      <QueryLoadState query={plans} errorTitle="No se pudieron cargar los planes">
        {(data) => <PlanCards available={data} info={info.data} recurrence={recurrence} />}
      </QueryLoadState>
    </Stack>
  );
}

function isActive(plan: Plan, info: SubscriptionInfo | undefined, recurrence: Recurrence): boolean {
  if (!info || info.plan.id !== plan.id) return false;
  return plan.type === 'free' || info.subscription?.recurrence === recurrence;
}

function PlanCards({
  available,
  info,
  recurrence,
}: {
  available: PlansAvailable;
  info: SubscriptionInfo | undefined;
  recurrence: Recurrence;
}) {
  const { data: settings } = useSuspenseQuery(accountSettingsQueryOptions());
  const canWrite = canAccess(settings.roles, 'subscription-write');
  const checkout = useCheckout();
  // 02 §2: 3 per row with 4 plans, otherwise 4 per row.
  const perRow = available.plans.length === 4 ? 3 : 4;
  return (
    <Stack gap="md">
      {canWrite && available.payment_provider === null && <PaymentsMissing />}
      <SimpleGrid cols={{ base: 1, sm: 2, md: perRow }} spacing="md">
        {available.plans.map((plan) => {
          const price = planPrice(plan, recurrence);
          const active = isActive(plan, info, recurrence);
          return (
            <Card key={plan.id} withBorder padding="lg" aria-label={`Plan ${plan.name}`} component="section">
              <Stack gap="sm" h="100%">
                <Group justify="space-between" gap="xs">
                  <Title order={2} size="h4">
                    {plan.name}
                  </Title>
                  {plan.recommended && <Badge variant="light">Recomendado</Badge>}
                </Group>
                {plan.description && (
                  <Text size="sm" c="dimmed">
                    {plan.description}
                  </Text>
                )}
                <PlanPriceLines price={price} billedSize="xs" />
                <List size="sm" spacing={4}>
                  {includedCredits(plan).map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                  {(available.features[plan.type] ?? []).map((line) => (
                    <List.Item key={line}>
                      <FeatureLine text={line} />
                    </List.Item>
                  ))}
                </List>
                <Stack mt="auto">
                  {active ? (
                    <Button disabled variant="light">
                      Activo
                    </Button>
                  ) : (
                    canWrite &&
                    plan.type === 'paid' && (
                      <Button
                        disabled={available.payment_provider === null}
                        loading={
                          checkout.isPending &&
                          checkout.variables?.kind === 'plan' &&
                          checkout.variables.plan_id === plan.id
                        }
                        onClick={() => checkout.mutate({ kind: 'plan', plan_id: plan.id, recurrence })}
                      >
                        Cambiar a {plan.name}
                      </Button>
                    )
                  )}
                </Stack>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
