import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** Beside the title, or under it when the line is too narrow: buttons, links, a search box. */
  children?: ReactNode;
  /** 'flex-end' lines a field's box up with the title's baseline. */
  align?: 'center' | 'flex-end';
}

/** A back-office screen's title and its actions. */
export function PageHeader({ title, children, align = 'flex-end' }: PageHeaderProps) {
  return (
    <Group justify="space-between" align={align}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}
