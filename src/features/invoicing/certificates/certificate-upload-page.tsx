import { Button, FileInput, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFileCertificate, IconKey } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CERTIFICATE_MESSAGES } from '../../../domain/contract/invoicing-certificate';
import { isApiError } from '../../../lib/api/api-error';
import { applyFormErrors } from '../../../lib/api/form-errors';
import { PageHeader } from '../../../ui/page-header';
import { invoiceApi } from '../invoice-api';
import { useInvoicingRefresh } from '../invoice-queries';

/** A file as the API takes it: a data address with its base64 content. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface UploadValues {
  cer: File | null;
  key: File | null;
  key_pwd: string;
}

/** Subir certificado (invoicing-certificate-create, 02 §2): the CSD's .cer, its .key and the key's password. */
export function CertificateUploadPage() {
  const navigate = useNavigate();
  const refresh = useInvoicingRefresh();
  const [saving, setSaving] = useState(false);
  const form = useForm<UploadValues>({
    initialValues: { cer: null, key: null, key_pwd: '' },
    validate: {
      cer: (file) => (file ? null : CERTIFICATE_MESSAGES.cerRequired),
      key: (file) => (file ? null : CERTIFICATE_MESSAGES.keyRequired),
      key_pwd: (value) => (value ? null : CERTIFICATE_MESSAGES.pwdRequired),
    },
  });
  const submit = async (values: UploadValues) => {
    if (!values.cer || !values.key) return;
    setSaving(true);
    try {
      await invoiceApi.uploadCertificate({
        cer_data: await readAsDataUrl(values.cer),
        key_data: await readAsDataUrl(values.key),
        key_pwd: values.key_pwd,
      });
      await refresh();
      notifications.show({ color: 'green', message: 'Certificado guardado.' });
      void navigate({ to: '/invoicing/certificates' });
    } catch (error) {
      // The server names the field ('cer_data', 'key_data', 'key_pwd'); the form's files are 'cer' and 'key'.
      const mapped = {
        setFieldError: (path: string, message: string) =>
          form.setFieldError(path === 'cer_data' ? 'cer' : path === 'key_data' ? 'key' : path, message),
      };
      if (!applyFormErrors(mapped, error)) {
        notifications.show({
          color: 'red',
          message: isApiError(error) ? error.message : 'No se pudo guardar el certificado.',
        });
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="md" maw={560}>
      <PageHeader title="Subir certificado" />
      <Text c="dimmed" size="sm">
        Sube tu Certificado de Sello Digital (CSD) emitido por el SAT. La contraseña se guarda cifrada y solo
        se usa para sellar tus comprobantes.
      </Text>
      <Paper withBorder radius="md" p="md">
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="md">
            <FileInput
              label="Certificado (.cer)"
              placeholder="Selecciona el archivo .cer"
              accept=".cer"
              leftSection={<IconFileCertificate size={16} />}
              clearable
              {...form.getInputProps('cer')}
            />
            <FileInput
              label="Llave privada (.key)"
              placeholder="Selecciona el archivo .key"
              accept=".key"
              leftSection={<IconKey size={16} />}
              clearable
              {...form.getInputProps('key')}
            />
            <PasswordInput
              label="Contraseña de la llave privada"
              autoComplete="off"
              {...form.getInputProps('key_pwd')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to="/invoicing/certificates">
                Cancelar
              </Button>
              <Button type="submit" loading={saving}>
                Guardar
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
