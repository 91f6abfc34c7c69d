import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';

interface ConfirmLeaveProps {
  dirty: boolean;
  /** Addresses that keep the form on screen (the tabs of one form): going there never asks. */
  keepsForm?: (pathname: string) => boolean;
}

/** 02 §4: leaving a dirty form (another tab, another screen) asks first ('Confirmar salida'). */
export function ConfirmLeave({ dirty, keepsForm }: ConfirmLeaveProps) {
  // The blocker keeps the function it was given first: it reads the latest props through refs.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const keepsFormRef = useRef(keepsForm);
  keepsFormRef.current = keepsForm;
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => dirtyRef.current && !keepsFormRef.current?.(next.pathname),
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
  return (
    <ConfirmLeaveDialog
      opened={blocker.status === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

/** 'Confirmar salida': 'Seguir editando' keeps the form, 'Salir sin guardar' drops the changes. */
export function ConfirmLeaveDialog({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onStay} title="Confirmar salida">
      <Text size="sm">Tienes cambios sin guardar. Si sales ahora, se perderán.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay}>
          Seguir editando
        </Button>
        <Button color="red" onClick={onLeave}>
          Salir sin guardar
        </Button>
      </Group>
    </Modal>
  );
}
