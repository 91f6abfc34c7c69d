import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { DetailSection } from '../../../ui/detail-section';
import { QueryLoadState } from '../../../ui/query-load-state';
import { useFormSave } from '../../../ui/use-form-save';
import { type IssuerProfile, invoiceApi } from '../invoice-api';
import { useInvoicingRefresh, useIssuer } from '../invoice-queries';
import { SAT_OPTIONS } from '../sat-options';

export const ISSUER_MESSAGES = {
  regimen: 'Selecciona el régimen fiscal.',
  lugar: 'El lugar de expedición es el código postal de 5 dígitos.',
  saved: 'Datos fiscales guardados.',
} as const;

interface IssuerValues {
  regimen_fiscal: string | null;
  lugar_expedicion: string;
  serie_i: string;
  serie_e: string;
  serie_p: string;
}

const toValues = (profile: IssuerProfile | null): IssuerValues => ({
  regimen_fiscal: profile?.regimen_fiscal ?? null,
  lugar_expedicion: profile?.lugar_expedicion ?? '',
  serie_i: profile?.serie_i ?? '',
  serie_e: profile?.serie_e ?? '',
  serie_p: profile?.serie_p ?? '',
});

const serie = (value: string) => value.trim() || null;

const issuerBody = (values: IssuerValues) => ({
  regimen_fiscal: values.regimen_fiscal ?? '',
  lugar_expedicion: values.lugar_expedicion.trim(),
  serie_i: serie(values.serie_i),
  serie_e: serie(values.serie_e),
  serie_p: serie(values.serie_p),
});

function IssuerForm({ profile }: { profile: IssuerProfile | null }) {
  const refresh = useInvoicingRefresh();
  const form = useForm<IssuerValues>({
    initialValues: toValues(profile),
    validate: {
      regimen_fiscal: (value) => (value ? null : ISSUER_MESSAGES.regimen),
      lugar_expedicion: (value) => (/^\d{5}$/.test(value.trim()) ? null : ISSUER_MESSAGES.lugar),
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved profile changes
  useEffect(() => {
    form.setValues(toValues(profile));
    form.resetDirty(toValues(profile));
  }, [profile]);
  const { saving, submit } = useFormSave({
    form,
    save: (values: IssuerValues) => invoiceApi.saveIssuer(issuerBody(values)),
    onSaved: refresh,
    saved: ISSUER_MESSAGES.saved,
    failed: 'No se pudieron guardar los datos fiscales.',
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Régimen fiscal"
            data={SAT_OPTIONS.regimenes}
            searchable
            {...form.getInputProps('regimen_fiscal')}
          />
          <TextInput
            label="Lugar de expedición (código postal)"
            inputMode="numeric"
            maxLength={5}
            {...form.getInputProps('lugar_expedicion')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Serie de facturas" maxLength={25} {...form.getInputProps('serie_i')} />
          <TextInput label="Serie de notas de crédito" maxLength={25} {...form.getInputProps('serie_e')} />
          <TextInput label="Serie de pagos" maxLength={25} {...form.getInputProps('serie_p')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Guardar datos fiscales
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Datos fiscales del emisor: régimen, lugar de expedición and series, shared by every location. */
export function IssuerSection() {
  const issuer = useIssuer();
  return (
    <DetailSection title="Datos fiscales del emisor">
      <Text size="sm" c="dimmed">
        El RFC y la razón social se toman del certificado. Estos datos se usan en todos los comprobantes.
      </Text>
      <QueryLoadState query={issuer} errorTitle="No se pudieron cargar los datos fiscales">
        {({ profile }) => <IssuerForm profile={profile} />}
      </QueryLoadState>
    </DetailSection>
  );
}
