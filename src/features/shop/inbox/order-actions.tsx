import { ActionIcon, Button, Group } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { Order, OrderAction } from '../../../domain/contract/shop';
import {
  ORDER_ACTION_LABELS,
  orderActionsOffered,
  orderDisplayStatus,
} from '../../../domain/rules/order-status';
import { LazyChoiceMenu } from './lazy-choice-menu';

export type RequestOrderAction = (order: Order, action: OrderAction) => void;

const BUTTON_COLORS: Partial<Record<OrderAction, string>> = { confirmed: 'green', canceled: 'red' };

/**
 * A card's actions (02 §4), exactly as `orderActionsOffered` says: its buttons, and the others in
 * the '...' menu. Each asks for confirmation first (the caller's dialog).
 */
export function OrderActions({ order, onAction }: { order: Order; onAction: RequestOrderAction }) {
  const { buttons, menu } = orderActionsOffered(orderDisplayStatus(order), order.delivery_type);
  if (buttons.length === 0 && menu.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {buttons.map((action) => (
        <Button
          key={action}
          size="md"
          color={BUTTON_COLORS[action] ?? 'blue'}
          variant={action === 'canceled' ? 'light' : 'filled'}
          onClick={() => onAction(order, action)}
        >
          {ORDER_ACTION_LABELS[action].button}
        </Button>
      ))}
      {menu.length > 0 && (
        <LazyChoiceMenu
          choices={menu.map((action) => ({
            value: action,
            label: ORDER_ACTION_LABELS[action].button,
            color: action === 'canceled' ? 'red' : undefined,
          }))}
          onSelect={(action) => onAction(order, action)}
          button={(props) => (
            <ActionIcon
              variant="default"
              size={42}
              aria-label={`Más acciones del pedido ${order.number}`}
              aria-haspopup="menu"
              {...props}
            >
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          )}
        />
      )}
    </Group>
  );
}
