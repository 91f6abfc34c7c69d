import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type UserMenuButtonProps = ActionIconProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ActionIconProps> & { userName: string };

/** Initials of a name for the avatar: 'Ana Dueña' → 'AD'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** The header's round button with the user's initials; it opens the user menu. */
export function UserMenuButton({ userName, ...props }: UserMenuButtonProps) {
  return (
    <ActionIcon
      variant="light"
      radius="xl"
      fw={700}
      fz="sm"
      aria-label={`Menú de usuario: ${userName}`}
      aria-haspopup="menu"
      {...props}
    >
      {initialsOf(userName)}
    </ActionIcon>
  );
}
