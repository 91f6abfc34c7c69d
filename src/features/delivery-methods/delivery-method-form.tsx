import { Input, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DeliveryMethod } from '../../domain/contract/delivery-method';
import { MoneyInput } from '../../ui/money-input';
import { FormActions } from '../catalog/shared/form-actions';
import { MethodStatusField } from '../catalog/shared/method-status-field';
import { savedAndClose, showSaveError } from '../catalog/shared/save-feedback';
import { deliveryMethods } from './delivery-method-api';
import {
  COST_CHOICES,
  type CostChoice,
  type DeliveryMethodFormValues,
  deliveryMethodFormBody,
  deliveryMethodFormErrors,
  deliveryMethodFormValues,
} from './delivery-method-form-values';
import { ZoneRows } from './zone-rows';

/** The delivery method drawer's form: fees, free-from threshold, minimum purchase and zones. */
export function DeliveryMethodForm({
  method,
  onClose,
}: {
  method: DeliveryMethod | null;
  onClose: () => void;
}) {
  const form = useForm<DeliveryMethodFormValues>({
    initialValues: deliveryMethodFormValues(method),
    validate: deliveryMethodFormErrors,
  });
  const save = deliveryMethods.useSave();
  const { cost, free_from_enabled } = form.values;
  const submit = form.onSubmit((values) => {
    const body = deliveryMethodFormBody(values);
    save.mutate(method ? { id: method.id, body: { ...body, status: values.status } } : { id: null, body }, {
      onSuccess: () => savedAndClose(onClose),
      onError: (error) => showSaveError(form, error),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Nombre" required {...form.getInputProps('name')} />
        <Input.Wrapper label="Costo de envío">
          <SegmentedControl
            fullWidth
            mt={4}
            data={[...COST_CHOICES]}
            value={cost}
            onChange={(value) => form.setFieldValue('cost', value as CostChoice)}
          />
        </Input.Wrapper>
        {cost === 'all' && (
          <MoneyInput label="Monto de la tarifa fija" required {...form.getInputProps('flat_fee_amount')} />
        )}
        {cost === 'distance' && <ZoneRows form={form} />}
        <Switch
          label="Envío gratis a partir de un monto"
          checked={free_from_enabled}
          onChange={(event) => form.setFieldValue('free_from_enabled', event.currentTarget.checked)}
        />
        {free_from_enabled && (
          <MoneyInput label="Envío gratis desde" required {...form.getInputProps('free_from_amount')} />
        )}
        <MoneyInput
          label="Compra mínima"
          description="El pedido debe llegar a este monto para enviarse a domicilio."
          {...form.getInputProps('min_purchase_amount')}
        />
        <MethodStatusField
          editing={method !== null}
          value={form.values.status}
          onChange={(status) => form.setFieldValue('status', status)}
        />
        <FormActions readOnly={false} saving={save.isPending} dirty={form.isDirty()} onClose={onClose} />
      </Stack>
    </form>
  );
}
