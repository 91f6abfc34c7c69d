import { Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { plainTableClasses } from './plain-table';

interface PlainTableRowProps {
  /** What opens the item: a link (which also opens in a new tab) or a handler. */
  open: { to: string } | { onOpen: () => void };
  /** The opener's accessible name ('Abrir pedido 1024'). */
  label: string;
  /** The first cell's bold text (the number, the code, the name). */
  title: string;
  /** The other cells. */
  children: ReactNode;
}

const OPENER = { mih: 44, display: 'inline-flex', style: { alignItems: 'center' } } as const;

/**
 * A row that opens its item: the first cell holds the link or button, there for the keyboard and
 * screen readers; a click anywhere else on the row clicks it.
 */
export function PlainTableRow({ open, label, title, children }: PlainTableRowProps) {
  const text = <Text fw={700}>{title}</Text>;
  return (
    <tr
      className={plainTableClasses.row}
      onClick={(event) => event.currentTarget.querySelector<HTMLElement>('a, button')?.click()}
    >
      <td>
        {'to' in open ? (
          <UnstyledButton
            component={Link}
            to={open.to}
            onClick={(event) => event.stopPropagation()}
            aria-label={label}
            {...OPENER}
          >
            {text}
          </UnstyledButton>
        ) : (
          <UnstyledButton
            onClick={(event) => {
              event.stopPropagation();
              open.onOpen();
            }}
            aria-label={label}
            {...OPENER}
          >
            {text}
          </UnstyledButton>
        )}
      </td>
      {children}
    </tr>
  );
}
