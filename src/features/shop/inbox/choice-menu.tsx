import { Menu } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  color?: string;
  icon?: ReactNode;
}

interface ChoiceMenuProps<T extends string> {
  label?: string;
  choices: Choice<T>[];
  onSelect: (value: T) => void;
  /** The button that opened it: it stays the menu's target. */
  children: ReactElement;
}

/** A dropdown of choices opened on the first click of its button (lazy chunk: Mantine's Menu). */
export default function ChoiceMenu<T extends string>({
  label,
  choices,
  onSelect,
  children,
}: ChoiceMenuProps<T>) {
  return (
    <Menu defaultOpened position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        {label && <Menu.Label>{label}</Menu.Label>}
        {choices.map((choice) => (
          <Menu.Item
            key={choice.value}
            color={choice.color}
            leftSection={choice.icon}
            onClick={() => onSelect(choice.value)}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
