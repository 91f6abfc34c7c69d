import { Alert, Button, Divider, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { minPurchaseMessage, type PublicShop } from '../../../domain/contract/public-shop';
import { ORDER_DELIVERY_TYPE_LABELS } from '../../../domain/contract/shop';
import { useIntentKey } from '../../../lib/api/use-intent-key';
import { ContactFields } from '../contact-fields';
import { type PricedLine, sumMoney } from './cart-lines';
import { CartReview } from './cart-review';
import {
  CHECK_FIELDS_MESSAGE,
  type CheckoutValues,
  checkoutErrors,
  enabledDeliveryTypes,
  initialCheckoutValues,
  publicOrderBody,
  refusalOf,
  selectedDeliveryMethod,
} from './checkout-rules';
import { DeliveryFields } from './delivery-fields';
import { usePlaceOrder } from './order-queries';
import { missingMinimum, shippingPreview, totalsPreview } from './order-totals';
import { OrderTotalsList } from './order-totals-list';
import { PaymentFields } from './payment-fields';
import { readSavedCustomer, saveCustomer } from './saved-customer';
import { ScheduleFields } from './schedule-fields';
import { SEGMENT_CLASSES } from './touch-targets';
import type { Cart } from './use-cart';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The preview of the totals for the values as they are. */
function previewOf(shop: PublicShop, lines: PricedLine[], values: CheckoutValues) {
  const method = values.delivery_type === 'delivery' ? selectedDeliveryMethod(shop, values) : null;
  const subtotal = sumMoney(lines.map((line) => line.total));
  const customer =
    values.latitude !== null && values.longitude !== null
      ? { latitude: values.latitude, longitude: values.longitude }
      : null;
  const shipping = method ? shippingPreview(method, subtotal, customer) : null;
  const totals = totalsPreview(subtotal, values.delivery_type, shipping);
  const minimum = method ? missingMinimum(method, subtotal) : null;
  return { method, shipping, totals, minimum };
}

function shippingLabel(
  values: CheckoutValues,
  preview: ReturnType<typeof previewOf>,
): number | string | null {
  if (values.delivery_type === 'pickup') return null;
  if (preview.totals.shipping !== null) return preview.totals.shipping;
  if (preview.shipping?.kind === 'outside-zone') return 'Fuera de zona';
  return preview.method ? 'Se calcula con tu ubicación' : 'Elige un método';
}

interface CheckoutFormProps {
  username: string;
  shop: PublicShop;
  lines: PricedLine[];
  cart: Cart;
}

/**
 * Checkout: the cart, pickup or delivery, when, payment and contact. The totals shown are a
 * preview; the server prices the order. One Idempotency-Key per intent, so a double tap or a retry
 * after a dropped connection places one order.
 */
export function CheckoutForm({ username, shop, lines, cart }: CheckoutFormProps) {
  const navigate = useNavigate();
  const place = usePlaceOrder(username);
  const [failure, setFailure] = useState<string | null>(null);
  const intent = useIntentKey();
  const types = enabledDeliveryTypes(shop);

  const form = useForm<CheckoutValues>({
    initialValues: { ...initialCheckoutValues(shop), ...readSavedCustomer() },
    validate: (values) =>
      checkoutErrors(values, shop, { now: new Date(), total: previewOf(shop, lines, values).totals.total }),
  });
  const firstType = types[0];
  const typeOffered = types.includes(form.values.delivery_type);
  // Reception changed (a 409 read the shop again): the choice moves to a type still offered.
  useEffect(() => {
    if (!typeOffered && firstType) form.setFieldValue('delivery_type', firstType);
  }, [typeOffered, firstType, form.setFieldValue]);
  const preview = previewOf(shop, lines, form.values);
  const minimumError = preview.minimum !== null ? minPurchaseMessage(preview.minimum) : null;

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      if (minimumError) {
        setFailure(minimumError);
        return;
      }
      const body = publicOrderBody(
        values,
        lines.map((line) => line.line),
        shop,
      );
      place.mutate(
        { body, idempotencyKey: intent.keyFor(body) },
        {
          onSuccess: (result) => {
            intent.settle(null);
            saveCustomer(values);
            cart.clear();
            void navigate({ to: '/pedido/$code', params: { code: result.code } });
          },
          onError: (error) => {
            intent.settle(error);
            const refusal = refusalOf(error, shop);
            form.setErrors(refusal.fields);
            setFailure(refusal.message);
          },
        },
      );
    },
    () => setFailure(CHECK_FIELDS_MESSAGE),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title="Tu pedido">
          <CartReview lines={lines} cart={cart} />
        </Section>
        <Divider />
        <Section title="Entrega">
          {types.length > 1 ? (
            <SegmentedControl
              fullWidth
              size="md"
              classNames={SEGMENT_CLASSES}
              aria-label="Tipo de entrega"
              data={types.map((type) => ({ value: type, label: ORDER_DELIVERY_TYPE_LABELS[type] }))}
              value={form.values.delivery_type}
              onChange={(value) =>
                form.setFieldValue('delivery_type', value === 'delivery' ? 'delivery' : 'pickup')
              }
            />
          ) : (
            <Text fw={600}>{ORDER_DELIVERY_TYPE_LABELS[form.values.delivery_type]}</Text>
          )}
          {form.values.delivery_type === 'delivery' && minimumError && (
            <Alert color="orange" variant="light">
              {minimumError}
            </Alert>
          )}
          {form.values.delivery_type === 'delivery' ? (
            <DeliveryFields shop={shop} form={form} shipping={preview.shipping} />
          ) : (
            shop.location.address && (
              <Text size="sm" c="dimmed">
                Recoge en: {shop.location.address}
              </Text>
            )
          )}
          <ScheduleFields shop={shop} form={form} />
        </Section>
        <Divider />
        <Section title="Pago">
          <PaymentFields shop={shop} form={form} total={preview.totals.total} />
        </Section>
        <Divider />
        <Section title="Tus datos">
          <ContactFields name={form.getInputProps('name')} phone={form.getInputProps('phone')} />
          <Textarea
            label="Notas para el negocio"
            maxLength={500}
            autosize
            minRows={2}
            {...form.getInputProps('notes')}
          />
        </Section>
        <Divider />
        <OrderTotalsList
          subtotal={preview.totals.subtotal}
          shipping={shippingLabel(form.values, preview)}
          total={preview.totals.total}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          loading={place.isPending}
          disabled={place.isPending || lines.length === 0}
        >
          Enviar pedido
        </Button>
      </Stack>
    </form>
  );
}
