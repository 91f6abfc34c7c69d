import { Button, FileInput, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileCertificate, IconKey } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { CERTIFICATE_MESSAGES } from '../../../domain/contract/invoicing-certificate';
import { PageHeader } from '../../../ui/page-header';
import { useFormSave } from '../../../ui/use-form-save';
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
  const form = useForm<UploadValues>({
    initialValues: { cer: null, key: null, key_pwd: '' },
    validate: {
      cer: (file) => (file ? null : CERTIFICATE_MESSAGES.cerRequired),
      key: (file) => (file ? null : CERTIFICATE_MESSAGES.keyRequired),
      key_pwd: (value) => (value ? null : CERTIFICATE_MESSAGES.pwdRequired),
    },
  });
  // The server names the files 'cer_data' and 'key_data'; the form's are 'cer' and 'key'.
  const fields = {
    setFieldError: (path: string, message: string) =>
      form.setFieldError(path === 'cer_data' ? 'cer' : path === 'key_data' ? 'key' : path, message),
  };
  const { saving, submit } = useFormSave({
    form: fields,
    save: async ({ cer, key, key_pwd }: UploadValues & { cer: File; key: File }) =>
      invoiceApi.uploadCertificate({
        cer_data: await readAsDataUrl(cer),
        key_data: await readAsDataUrl(key),
        key_pwd,
      }),
    onSaved: async () => {
      await refresh();
      void navigate({ to: '/invoicing/certificates' });
    },
    saved: 'Certificado guardado.',
    failed: 'No se pudo guardar el certificado.',
  });
  return (
    <Stack gap="md" maw={560}>
      <PageHeader title="Subir certificado" />
      <Text c="dimmed" size="sm">
        Sube tu Certificado de Sello Digital (CSD) emitido por el SAT. La contraseña se guarda cifrada y solo
        se usa para sellar tus comprobantes.
      </Text>
      <Paper withBorder radius="md" p="md">
        <form
          noValidate
          onSubmit={form.onSubmit(({ cer, key, key_pwd }) => {
            if (cer && key) void submit({ cer, key, key_pwd });
          })}
        >
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
