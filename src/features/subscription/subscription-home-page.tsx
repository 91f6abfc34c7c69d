import { Alert, Button, Card, Group, Menu, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RechargePack, SubscriptionInfo } from '../../domain/contract/subscription';
import { canAccess } from '../../domain/roles';
import { formatMoney } from '../../lib/format';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { queryKeys } from '../../lib/query/keys';
import { PageHeader } from '../../ui/page-header';
import { QueryLoadState } from '../../ui/query-load-state';
import { subscriptionInfoQueryOptions } from './api/subscription-info';
import { useRechargeOptions, useSetAutoRecharge } from './api/subscription-queries';
import { balanceColor, creditsText, usedPercent } from './credits-usage';
import { creditCount, includedCredits, planPrice } from './plan-price';
import { PlanPriceLines } from './plan-price-lines';

const dateFormat = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric' });

/** 'Se renueva el 26 de diciembre de 2026', or the free plan's 'Sin vencimiento'. */
function renewalText(info: SubscriptionInfo): string {
  const validTo = info.subscription?.valid_to;
  if (!info.subscription || !validTo) return 'Sin vencimiento';
  const date = dateFormat.format(new Date(validTo));
  return info.subscription.recurrence === 'none' ? `Vence el ${date}` : `Se renueva el ${date}`;
}

/** 'Suscripción' (settings-subscription-home): the plan, its credits and price, and what to buy. */
export default function SubscriptionHomePage() {
  const info = useQuery(subscriptionInfoQueryOptions());
  const { data: settings } = useSuspenseQuery(accountSettingsQueryOptions());
  const canWrite = canAccess(settings.roles, 'subscription-write');
  const paid = useLocation({
    select: (location) => (location.search as { pago?: unknown }).pago === 'listo',
  });
  const queryClient = useQueryClient();

  useEffect(() => {
    // Back from Stripe: the 10-minute cache must not hide what was just bought.
    if (paid) void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.info });
  }, [paid, queryClient]);

  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="Suscripción" />
      {paid && (
        <Alert color="green" title="Pago recibido">
          Gracias. Tu plan o tus créditos se actualizan en cuanto el proveedor de pagos confirma el cobro.
        </Alert>
      )}
      <QueryLoadState query={info} errorTitle="No se pudo cargar la suscripción">
        {(data) => <SubscriptionDetails info={data} canWrite={canWrite} />}
      </QueryLoadState>
    </Stack>
  );
}

function SubscriptionDetails({ info, canWrite }: { info: SubscriptionInfo; canWrite: boolean }) {
  const { plan, subscription } = info;
  const recurrence = subscription?.recurrence === 'yearly' ? 'yearly' : 'monthly';
  const price = planPrice(plan, recurrence);
  return (
    <>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                Tu plan
              </Text>
              <Title order={2} size="h3">
                {plan.name}
              </Title>
            </Stack>
            {canWrite && <PlanActions info={info} />}
          </Group>
          {plan.description && <Text size="sm">{plan.description}</Text>}
          <PlanPriceLines price={price} billedSize="sm" />
          <Text size="sm">Créditos incluidos: {includedCredits(plan).join(', ') || 'ninguno'}</Text>
          <Text size="sm">{renewalText(info)}</Text>
        </Stack>
      </Card>

      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Créditos
            </Title>
            {canWrite && (
              <Button component={Link} to="/settings/subscription/credits" variant="light">
                Comprar créditos
              </Button>
            )}
          </Group>
          {info.credits.map((credits) => {
            const percent = usedPercent(credits);
            return (
              <Stack key={credits.type_plural} gap={4}>
                <Text size="sm">{creditsText(credits)}</Text>
                <Progress
                  value={percent}
                  color={balanceColor(percent)}
                  aria-label={`${credits.type_plural} usados`}
                />
              </Stack>
            );
          })}
          {canWrite && subscription && plan.type === 'paid' && <AutoRecharge info={info} />}
          <LastAutoRecharge info={info} />
        </Stack>
      </Card>
    </>
  );
}

/** Free plan: 'Suscribirse'. Paid plan: 'Cambiar' with the billing portal and the plans. */
function PlanActions({ info }: { info: SubscriptionInfo }) {
  if (info.plan.type === 'free' || !info.subscription) {
    return (
      <Button component={Link} to="/settings/subscription/plans">
        Suscribirse
      </Button>
    );
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="light">Cambiar</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={info.billing_portal_url ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!info.billing_portal_url}
        >
          Ajustes de suscripción
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/subscription/plans">
          Cambiar de plan
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

const dateTimeFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short' });

/** The latest automatic recharge when it is under way or failed (a charged one shows in the balance). */
function LastAutoRecharge({ info }: { info: SubscriptionInfo }) {
  const recharge = info.last_auto_recharge;
  if (!recharge || recharge.status === 'charged') return null;
  const what = `${creditCount(recharge.quantity)}, ${dateTimeFormat.format(new Date(recharge.created_at))}`;
  if (recharge.status === 'pending')
    return (
      <Alert color="blue" title="Recarga automática en proceso">
        Se está cobrando la recarga de {what}.
      </Alert>
    );
  return (
    <Alert color="red" title="La recarga automática no se pudo cobrar">
      {recharge.failure ?? 'El cobro no se completó.'} Recarga de {what}. Revisa tu tarjeta en “Ajustes de
      suscripción” o compra créditos.
    </Alert>
  );
}

const OFF = 'off';

function packLabel(pack: RechargePack): string {
  return `${creditCount(pack.quantity)} por ${formatMoney(pack.price)}`;
}

/** The auto-recharge pack, shown only with a subscription and packs on sale (02 §2). */
function AutoRecharge({ info }: { info: SubscriptionInfo }) {
  const options = useRechargeOptions();
  const save = useSetAutoRecharge();
  const packs = options.data?.packs ?? [];
  if (packs.length === 0) return null;
  const current = info.subscription?.auto_recharge_pack_id ?? null;
  const threshold = info.subscription?.auto_recharge_threshold;
  return (
    <Select
      label="Recarga automática"
      description={
        current !== null && threshold !== null && threshold !== undefined
          ? `Se compra cuando te quedan ${threshold} créditos o menos, con la tarjeta de tu suscripción.`
          : 'Compra un paquete sin que te quedes sin créditos.'
      }
      data={[
        { value: OFF, label: 'Desactivada' },
        ...packs.map((pack) => ({ value: String(pack.id), label: packLabel(pack) })),
      ]}
      value={current === null ? OFF : String(current)}
      onChange={(value) => {
        if (value === null) return;
        save.mutate(value === OFF ? null : Number(value));
      }}
      allowDeselect={false}
      disabled={save.isPending}
      maw={360}
    />
  );
}
