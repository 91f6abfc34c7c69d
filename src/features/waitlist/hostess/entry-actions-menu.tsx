import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import type { QueueAction } from '../../../domain/contract/queue-actions';
import { QUEUE_ACTION_LABELS } from '../../../domain/rules/queue-actions';

interface EntryActionsMenuProps {
  actions: QueueAction[];
  onSelect: (action: QueueAction) => void;
  /** The button that opened it: it stays the menu's target. */
  children: ReactElement;
}

/** The other actions of an entry; opened on the first click of its button (lazy chunk). */
export default function EntryActionsMenu({ actions, onSelect, children }: EntryActionsMenuProps) {
  return (
    <Menu defaultOpened position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            color={action === 'cancel' ? 'red' : undefined}
            onClick={() => onSelect(action)}
          >
            {QUEUE_ACTION_LABELS[action]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
