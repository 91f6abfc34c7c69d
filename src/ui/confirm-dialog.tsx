import { Button, Flex, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** On a phone the buttons stack full width, the primary one on top; from `xs` they sit side by side. */
const BUTTON_WIDTH = { base: '100%', xs: 'auto' };

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asked before a change of someone's access: what will happen, 'Cancelar' and the action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, children, confirmLabel, danger, loading, onConfirm, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" w={BUTTON_WIDTH} onClick={onClose}>
            Cancelar
          </Button>
          <Button color={danger ? 'red' : undefined} w={BUTTON_WIDTH} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
