import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconCopy } from '@tabler/icons-react';
import type { OrderDetails } from '../../../domain/contract/shop';
import { type CopyMessages, copyToClipboard } from '../../../lib/clipboard';
import { orderCopyText } from './order-copy-text';

/** 02 §8: the toasts of 'Copiar pedido'. */
export const ORDER_COPY_MESSAGES: CopyMessages = {
  success: 'Pedido copiado.',
  failure: 'Error al copiar el pedido.',
};

/** 'Opciones' of the order detail: 'Copiar pedido' puts the order as text on the clipboard. */
export function OrderOptionsMenu({ order, timeZone }: { order: OrderDetails; timeZone: string }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" mih={44} rightSection={<IconChevronDown size={16} />}>
          Opciones
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconCopy size={16} />}
          mih={44}
          onClick={() => void copyToClipboard(orderCopyText(order, timeZone), ORDER_COPY_MESSAGES)}
        >
          Copiar pedido
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
