import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { applyFormErrors } from '../../../lib/api/form-errors';
import { SelfInvoiceChoice } from './self-invoice-choice';
import { FORMA_PAGO_OPTIONS, regimeOptions, usoOptions } from './self-invoice-options';
import { useRequestSelfInvoice } from './self-invoice-queries';
import { bodyOf, type SelfInvoiceValues, selfInvoiceFormErrors } from './self-invoice-values';

interface SelfInvoiceFormProps {
  code: string;
  values: SelfInvoiceValues;
  /** The purchase does not know how it was paid: 'Forma de pago' is asked (and required). */
  asksFormaPago: boolean;
  /** The data sent, kept by the page so a failed stamp brings the form back as it was. */
  onSent: (values: SelfInvoiceValues) => void;
}

const FALLBACK_ERROR = 'No se pudo solicitar tu factura. Inténtalo de nuevo.';

/** The customer's fiscal data (CFDI 4.0 Receptor) and the e-mail the invoice goes to. */
export function SelfInvoiceForm({ code, values, asksFormaPago, onSent }: SelfInvoiceFormProps) {
  const request = useRequestSelfInvoice(code);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SelfInvoiceValues>({
    initialValues: values,
    validate: (current) => selfInvoiceFormErrors(current, asksFormaPago),
  });
  const regimes = regimeOptions(form.values.rfc);
  const usos = usoOptions(form.values.rfc, form.values.regimen_fiscal);

  /**
   * A change that leaves the régimen or the use out of their allowed lists clears them; like typing
   * in the other fields, it clears the changed fields' errors.
   */
  const change = (next: SelfInvoiceValues) => {
    const regime = regimeOptions(next.rfc).some((option) => option.value === next.regimen_fiscal)
      ? next.regimen_fiscal
      : '';
    const uso = usoOptions(next.rfc, regime).some((option) => option.value === next.uso_cfdi)
      ? next.uso_cfdi
      : '';
    const values = { ...next, regimen_fiscal: regime, uso_cfdi: uso };
    for (const key of Object.keys(values) as (keyof SelfInvoiceValues)[]) {
      if (values[key] !== form.values[key]) form.clearFieldError(key);
    }
    form.setValues(values);
  };

  const submit = async (body: SelfInvoiceValues) => {
    setRefusal(null);
    onSent(body);
    try {
      await request.mutateAsync(bodyOf(body, asksFormaPago));
    } catch (error) {
      if (!applyFormErrors(form, error)) setRefusal(isApiError(error) ? error.message : FALLBACK_ERROR);
    }
  };

  const field = (name: keyof SelfInvoiceValues) => ({ ...form.getInputProps(name), size: 'md' as const });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => void submit(body))}>
      <Stack gap="sm">
        <TextInput
          label="RFC"
          withAsterisk
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={13}
          {...field('rfc')}
          onChange={(event) => change({ ...form.values, rfc: event.currentTarget.value.toUpperCase() })}
        />
        <TextInput
          label="Nombre o razón social"
          description="Como aparece en tu constancia de situación fiscal."
          withAsterisk
          autoComplete="organization"
          maxLength={300}
          {...field('nombre')}
        />
        <SelfInvoiceChoice
          label="Régimen fiscal"
          placeholder="Selecciona tu régimen"
          emptyPlaceholder="Escribe primero un RFC válido"
          options={regimes}
          input={form.getInputProps('regimen_fiscal')}
          value={form.values.regimen_fiscal}
          onChange={(value) => change({ ...form.values, regimen_fiscal: value })}
        />
        <TextInput
          label="Código postal"
          description="El de tu domicilio fiscal."
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...field('codigo_postal')}
        />
        <SelfInvoiceChoice
          label="Uso de CFDI"
          placeholder="Selecciona el uso"
          emptyPlaceholder="Elige primero tu régimen fiscal"
          options={usos}
          input={form.getInputProps('uso_cfdi')}
          value={form.values.uso_cfdi}
          onChange={(value) => change({ ...form.values, uso_cfdi: value })}
        />
        {asksFormaPago && (
          <SelfInvoiceChoice
            label="Forma de pago"
            description="Cómo pagaste esta compra."
            placeholder="Selecciona cómo pagaste"
            options={FORMA_PAGO_OPTIONS}
            input={form.getInputProps('forma_pago')}
            value={form.values.forma_pago}
            onChange={(value) => change({ ...form.values, forma_pago: value })}
          />
        )}
        <TextInput
          label="Correo electrónico"
          description="Te enviaremos ahí el PDF y el XML."
          withAsterisk
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          {...field('email')}
        />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Button type="submit" size="md" loading={request.isPending} fullWidth>
          Solicitar factura
        </Button>
      </Stack>
    </form>
  );
}
