import { Checkbox, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import {
  PAYMENT_METHOD_TYPE_LABELS,
  PAYMENT_USAGE_LABELS,
  PAYMENT_USAGE_TYPES,
  type PaymentMethod,
} from '../../domain/contract/payment-method';
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from '../../domain/contract/shop-values';
import { normaliseStatementDescriptor } from '../../domain/rules/statement-descriptor';
import { FormActions } from '../catalog/shared/form-actions';
import { MethodStatusField } from '../catalog/shared/method-status-field';
import { savedAndClose, showSaveError } from '../catalog/shared/save-feedback';
import { paymentMethods, useCashbackPrograms } from './payment-method-api';
import {
  type PaymentMethodFormValues,
  paymentMethodFormBody,
  paymentMethodFormErrors,
  paymentMethodFormValues,
} from './payment-method-form-values';

const TYPE_OPTIONS = PAYMENT_METHOD_TYPES.map((type) => ({
  value: type,
  label: PAYMENT_METHOD_TYPE_LABELS[type],
}));

type Setting = keyof PaymentMethodFormValues['settings'];

/** A provider's public identifier and its secret (stored encrypted, shown masked on edit). */
function ProviderKeys({
  form,
  editing,
  id,
  secret,
}: {
  form: UseFormReturnType<PaymentMethodFormValues>;
  editing: boolean;
  id: [label: string, setting: Setting];
  secret: [label: string, setting: Setting];
}) {
  return (
    <>
      <TextInput label={id[0]} required autoComplete="off" {...form.getInputProps(`settings.${id[1]}`)} />
      <PasswordInput
        label={secret[0]}
        required
        autoComplete="off"
        description={editing ? 'Se guarda cifrado. Déjalo así para conservarlo.' : 'Se guarda cifrado.'}
        {...form.getInputProps(`settings.${secret[1]}`)}
      />
    </>
  );
}

/** The payment method drawer's form: the type is chosen on create only; status on edit only. */
export function PaymentMethodForm({
  method,
  onClose,
}: {
  method: PaymentMethod | null;
  onClose: () => void;
}) {
  const form = useForm<PaymentMethodFormValues>({
    initialValues: paymentMethodFormValues(method),
    validate: paymentMethodFormErrors,
  });
  const save = paymentMethods.useSave();
  const { type } = form.values;
  const programs = useCashbackPrograms(type === 'cashback');
  const submit = form.onSubmit((values) => {
    const { type: _type, ...edit } = paymentMethodFormBody(values);
    save.mutate(
      method
        ? { id: method.id, body: { ...edit, status: values.status } }
        : { id: null, body: paymentMethodFormBody(values) },
      {
        onSuccess: () => savedAndClose(onClose),
        onError: (error) => showSaveError(form, error),
      },
    );
  });
  const descriptor = form.getInputProps('settings.statement_descriptor');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Nombre" required {...form.getInputProps('name')} />
        <Select
          label="Tipo"
          data={TYPE_OPTIONS}
          allowDeselect={false}
          readOnly={method !== null}
          description={method ? 'El tipo no se puede cambiar.' : undefined}
          {...form.getInputProps('type')}
          onChange={(value) => value && form.setFieldValue('type', value as PaymentMethodType)}
        />
        {type === 'cashback' && (
          <Select
            label="Programa de cashback"
            required
            placeholder="Elige un programa"
            data={(programs.data ?? []).map((program) => ({
              value: String(program.id),
              label: program.name,
            }))}
            nothingFoundMessage="No hay programas de cashback activos."
            description={
              programs.data?.length === 0
                ? 'Crea un programa de cashback activo en Lealtad para usarlo aquí.'
                : undefined
            }
            {...form.getInputProps('loyalty_program_id')}
          />
        )}
        {type === 'mercado_pago' && (
          <>
            <ProviderKeys
              form={form}
              editing={method !== null}
              id={['Public key', 'public_key']}
              secret={['Access token', 'access_token']}
            />
            <TextInput
              label="Descripción en el estado de cuenta"
              description="De 3 a 13 letras y números, como aparecerá en la tarjeta del cliente."
              maxLength={13}
              {...descriptor}
              onChange={(event) =>
                descriptor.onChange(normaliseStatementDescriptor(event.currentTarget.value))
              }
            />
          </>
        )}
        {type === 'paypal' && (
          <ProviderKeys
            form={form}
            editing={method !== null}
            id={['Client ID', 'client_id']}
            secret={['Client secret', 'client_secret']}
          />
        )}
        <Checkbox.Group label="Se usa en" required {...form.getInputProps('usage_types')}>
          <Group gap="md" mt={6}>
            {PAYMENT_USAGE_TYPES.map((usage) => (
              <Checkbox key={usage} value={usage} label={PAYMENT_USAGE_LABELS[usage]} />
            ))}
          </Group>
        </Checkbox.Group>
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
