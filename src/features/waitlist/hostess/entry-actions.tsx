import { ActionIcon, Button, Group } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { QueueAction } from '../../../domain/contract/queue-actions';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { actionsOffered, QUEUE_ACTION_LABELS } from '../../../domain/rules/queue-actions';
import { loadEntryMenu } from './lazy-chunks';

const EntryActionsMenu = lazy(loadEntryMenu);

export type RequestAction = (item: QueueItem, action: QueueAction) => void;

interface EntryActionsProps {
  item: QueueItem;
  onAction: RequestAction;
}

function MoreButton({ name, onClick }: { name: string; onClick?: () => void }) {
  return (
    <ActionIcon
      variant="default"
      size={36}
      aria-label={`Más acciones de ${name}`}
      aria-haspopup="menu"
      onClick={onClick}
      onPointerEnter={() => void loadEntryMenu()}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
}

/**
 * An entry's actions (01 §4.7): the main green button and a menu with the others, exactly as
 * `actionsOffered` says. The menu's code loads on first use.
 */
export function EntryActions({ item, onAction }: EntryActionsProps) {
  const [menuActivated, setMenuActivated] = useState(false);
  const { main, menu } = actionsOffered(item);
  if (main === null && menu.length === 0) return null;

  return (
    <Group gap={6} wrap="nowrap">
      {main && (
        <Button color="green" onClick={() => onAction(item, main)}>
          {QUEUE_ACTION_LABELS[main]}
        </Button>
      )}
      {menu.length > 0 &&
        (menuActivated ? (
          <Suspense fallback={<MoreButton name={item.name} />}>
            <EntryActionsMenu actions={menu} onSelect={(action) => onAction(item, action)}>
              <MoreButton name={item.name} />
            </EntryActionsMenu>
          </Suspense>
        ) : (
          <MoreButton name={item.name} onClick={() => setMenuActivated(true)} />
        ))}
    </Group>
  );
}
