import { Button, Flex, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useFormSave } from '../../../ui/use-form-save';
import { type Invoice, invoiceApi } from '../invoice-api';
import { emailSendErrors, splitEmails, whatsappPhone } from '../send-rules';

const BUTTON_WIDTH = { base: '100%', xs: 'auto' };

interface SendDialogProps {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}

function SendFrame({
  title,
  opened,
  sending,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  opened: boolean;
  sending: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            <Button variant="default" w={BUTTON_WIDTH} onClick={onClose}>
              Cerrar
            </Button>
            <Button type="submit" w={BUTTON_WIDTH} loading={sending}>
              Enviar
            </Button>
          </Flex>
        </Stack>
      </form>
    </Modal>
  );
}

/** Sends a call, then closes; a refusal shows its message (the server's per-field 422s too). */
function useSend(onClose: () => void) {
  return useFormSave({
    save: (call: () => Promise<unknown>) => call(),
    onSaved: onClose,
    saved: 'Comprobante enviado.',
    failed: 'No se pudo enviar el comprobante.',
  });
}

/** 'Enviar' › Correo electrónico (02 §5): recipient name and comma-separated addresses, each checked. */
export function EmailDialog({ invoice, opened, onClose }: SendDialogProps) {
  const contact = invoice.contact;
  const [values, setValues] = useState({
    recipient_name: contact?.cfdi.nombre || contact?.name || '',
    emails: [contact?.email, contact?.email_extra].filter(Boolean).join(', '),
    message: '',
  });
  const [errors, setErrors] = useState<ReturnType<typeof emailSendErrors>>({});
  const { saving: sending, submit: send } = useSend(onClose);
  const submit = () => {
    const found = emailSendErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void send(() =>
      invoiceApi.sendEmail(invoice.id, {
        emails: splitEmails(values.emails),
        recipient_name: values.recipient_name.trim(),
        message: values.message.trim(),
      }),
    );
  };
  return (
    <SendFrame
      title="Enviar por correo"
      opened={opened}
      sending={sending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        label="Nombre del destinatario"
        value={values.recipient_name}
        onChange={(event) => setValues({ ...values, recipient_name: event.currentTarget.value })}
        error={errors.recipient_name}
      />
      <TextInput
        label="Correos electrónicos"
        description="Separa varios con comas."
        value={values.emails}
        onChange={(event) => setValues({ ...values, emails: event.currentTarget.value })}
        error={errors.emails}
      />
      <Textarea
        label="Mensaje"
        rows={3}
        maxLength={1000}
        value={values.message}
        onChange={(event) => setValues({ ...values, message: event.currentTarget.value })}
      />
    </SendFrame>
  );
}

/** 'Enviar' › WhatsApp (02 §5): the phone is required. */
export function WhatsappDialog({ invoice, opened, onClose }: SendDialogProps) {
  const [phone, setPhone] = useState(invoice.contact?.phone ?? '');
  const [error, setError] = useState<string | null>(null);
  const { saving: sending, submit: send } = useSend(onClose);
  const submit = () => {
    const read = whatsappPhone(phone);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(null);
    void send(() => invoiceApi.sendWhatsapp(invoice.id, read));
  };
  return (
    <SendFrame
      title="Enviar por WhatsApp"
      opened={opened}
      sending={sending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        label="Teléfono"
        type="tel"
        inputMode="tel"
        value={phone}
        onChange={(event) => setPhone(event.currentTarget.value)}
        error={error}
      />
    </SendFrame>
  );
}
