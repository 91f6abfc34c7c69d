import { Anchor, Button, Group, Menu } from '@mantine/core';
import {
  IconArrowLeft,
  IconBan,
  IconBrandWhatsapp,
  IconChevronDown,
  IconCopy,
  IconDownload,
  IconMail,
  IconPencil,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ROUTE_PATHS, ROUTE_TITLES } from '../../../app/route-names';
import type { Invoice } from '../invoice-api';
import { INVOICE_TYPES } from '../invoice-format';

export type InvoiceDialog = 'stamp' | 'cancel' | 'email' | 'whatsapp' | null;

/**
 * The detail's toolbar (02 §2): back to the list of its type, 'Enviar' only when the server says it
 * may be sent, and 'Opciones' whose entries follow the server's flags (02 §4, §6).
 */
export function InvoiceToolbar({
  invoice,
  onDialog,
}: {
  invoice: Invoice;
  onDialog: (dialog: InvoiceDialog) => void;
}) {
  const navigate = useNavigate();
  const list = INVOICE_TYPES[invoice.cfdi.tipo_comprobante].list;
  const type = invoice.cfdi.tipo_comprobante.toLowerCase();
  const { meta } = invoice;
  const openFile = (url: string | null) => {
    if (url) window.open(url, '_blank', 'noopener');
  };
  return (
    <Group justify="space-between" gap="sm">
      <Anchor component={Link} to={ROUTE_PATHS[list]} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {ROUTE_TITLES[list]}
        </Group>
      </Anchor>
      <Group gap="sm">
        {meta.can_send && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} />}>
                Enviar
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconBrandWhatsapp size={16} />} onClick={() => onDialog('whatsapp')}>
                WhatsApp
              </Menu.Item>
              <Menu.Item leftSection={<IconMail size={16} />} onClick={() => onDialog('email')}>
                Correo electrónico
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        <Menu position="bottom-end">
          <Menu.Target>
            <Button rightSection={<IconChevronDown size={16} />}>Opciones</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconRosetteDiscountCheck size={16} />}
              disabled={!meta.can_be_stamped}
              onClick={() => onDialog('stamp')}
            >
              Timbrar
            </Menu.Item>
            <Menu.Item
              leftSection={<IconBan size={16} />}
              disabled={!meta.can_be_canceled}
              onClick={() => onDialog('cancel')}
            >
              Cancelar
            </Menu.Item>
            <Menu.Item
              leftSection={<IconPencil size={16} />}
              disabled={!meta.is_editable}
              onClick={() =>
                void navigate({
                  to: '/invoicing/invoice/$id/edit/$type',
                  params: { id: String(invoice.id), type },
                })
              }
            >
              Editar
            </Menu.Item>
            <Menu.Item
              leftSection={<IconCopy size={16} />}
              onClick={() =>
                void navigate({
                  to: '/invoicing/invoice/$id/copy/$type',
                  params: { id: String(invoice.id), type },
                })
              }
            >
              Crear copia
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconDownload size={16} />}
              disabled={!meta.pdf_url}
              onClick={() => openFile(meta.pdf_url)}
            >
              Descargar PDF
            </Menu.Item>
            <Menu.Item
              leftSection={<IconDownload size={16} />}
              disabled={!meta.xml_url}
              onClick={() => openFile(meta.xml_url)}
            >
              Descargar XML
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
