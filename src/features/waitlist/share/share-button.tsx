import { Button, type ButtonProps } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type ShareButtonProps = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/** 'Compartir': the button that opens the share menu. */
export function ShareButton(props: ShareButtonProps) {
  return (
    <Button variant="default" leftSection={<IconShare size={16} />} aria-haspopup="menu" {...props}>
      Compartir
    </Button>
  );
}
