import { Alert, Button, Center, Code, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { SelfInvoicePage } from '../../../domain/invoicing/self-invoice-contract';

/** The invoice is being stamped: the page asks again every few seconds. */
export function SelfInvoiceIssuing() {
  return (
    <Center py="md">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text fw={600} ta="center">
          Estamos timbrando tu factura…
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          No cierres esta página; en un momento podrás descargarla.
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * The customer's stamped invoice: its folio fiscal, the downloads and where it was sent; when the
 * e-mail or the WhatsApp could not be sent, that is said instead, next to the downloads.
 */
export function SelfInvoiceDone({ invoice, message }: Pick<SelfInvoicePage, 'invoice' | 'message'>) {
  if (!invoice) return <Alert color="green">{message}</Alert>;
  return (
    <Stack gap="sm">
      <Alert color="green" title="Tu factura está lista">
        {invoice.delivery_failure
          ? 'Descárgala con los botones de abajo.'
          : `Te la enviamos a ${invoice.email}`}
      </Alert>
      {invoice.delivery_failure ? <Alert color="orange">{invoice.delivery_failure}</Alert> : null}
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          Folio fiscal (UUID)
        </Text>
        <Code style={{ wordBreak: 'break-all' }} data-testid="self-invoice-uuid">
          {invoice.uuid}
        </Code>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button component="a" href={invoice.pdf_url} size="md" leftSection={<IconDownload size={18} />}>
          Descargar PDF
        </Button>
        <Button
          component="a"
          href={invoice.xml_url}
          size="md"
          variant="default"
          leftSection={<IconDownload size={18} />}
        >
          Descargar XML
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
