import { Accordion, Button, Card, Group, Radio, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RechargeOptions } from '../../domain/contract/subscription';
import { canAccess } from '../../domain/roles';
import { formatMoney } from '../../lib/format';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { PageHeader } from '../../ui/page-header';
import { QueryLoadState } from '../../ui/query-load-state';
import { useCheckout, useRechargeOptions } from './api/subscription-queries';
import { PaymentsMissing } from './payments-missing';
import { creditCount } from './plan-price';

const FAQ = [
  {
    question: '¿Cuánto tiempo duran los créditos?',
    answer: 'Los créditos que compras son válidos por 12 meses desde el día de la compra.',
  },
  {
    question: '¿Qué créditos se usan primero?',
    answer:
      'Siempre se usan primero los créditos que vencen antes: los de tu plan del mes y después los paquetes, del más antiguo al más nuevo.',
  },
  {
    question: '¿Cómo se paga?',
    answer:
      'Con tarjeta, en la página de pago segura de nuestro proveedor. Tus créditos se suman en cuanto se confirma el pago.',
  },
  {
    question: '¿Puedo recargar automáticamente?',
    answer:
      'Sí, con una suscripción: elige un paquete en «Recarga automática» y se comprará cuando te queden pocos créditos.',
  },
];

/** 'Recarga de créditos' (settings-subscription-credits): one pack, what credits buy, the payment. */
export default function CreditsPage() {
  const options = useRechargeOptions();
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="Recarga de créditos" />
      <QueryLoadState query={options} errorTitle="No se pudieron cargar los paquetes">
        {(data) => <RechargeForm options={data} />}
      </QueryLoadState>
    </Stack>
  );
}

function RechargeForm({ options }: { options: RechargeOptions }) {
  const { data: settings } = useSuspenseQuery(accountSettingsQueryOptions());
  const canWrite = canAccess(settings.roles, 'subscription-write');
  const [packId, setPackId] = useState<string>(String(options.packs[0]?.id ?? ''));
  const [showPricing, setShowPricing] = useState(false);
  const checkout = useCheckout();
  const configured = options.payment_provider !== null;

  return (
    <>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Radio.Group label="Elige un paquete" value={packId} onChange={setPackId}>
            <Stack gap="xs" mt="xs">
              {options.packs.map((pack) => (
                <Radio.Card key={pack.id} value={String(pack.id)} p="sm" radius="md">
                  <Group wrap="nowrap" align="center">
                    <Radio.Indicator />
                    <Stack gap={0} style={{ flex: 1 }}>
                      <Text fw={600}>{creditCount(pack.quantity)}</Text>
                      <Text size="xs" c="dimmed">
                        {formatMoney(pack.credit_price)} por crédito · válidos 12 meses
                      </Text>
                    </Stack>
                    <Text fw={700}>{formatMoney(pack.price)}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          {canWrite && !configured && <PaymentsMissing />}
          {canWrite && (
            <Group justify="flex-end">
              <Button
                disabled={!configured || packId === ''}
                loading={checkout.isPending}
                onClick={() => checkout.mutate({ kind: 'pack', pack_id: Number(packId) })}
              >
                Realizar pago
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Switch
            label="¿Qué puedo enviar con mis créditos?"
            checked={showPricing}
            onChange={(event) => setShowPricing(event.currentTarget.checked)}
          />
          {showPricing && (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Envío</Table.Th>
                  <Table.Th>Créditos</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {options.pricing.map((row) => (
                  <Table.Tr key={row.title}>
                    <Table.Td>{row.title}</Table.Td>
                    <Table.Td>{row.credit_cost === 0 ? 'Sin costo' : creditCount(row.credit_cost)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>

      <Stack gap="xs">
        <Title order={2} size="h4">
          Preguntas frecuentes
        </Title>
        <Accordion variant="separated">
          {FAQ.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </>
  );
}
