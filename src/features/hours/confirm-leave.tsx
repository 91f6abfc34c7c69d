import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';

/** 02 §4: leaving a dirty hours form (another tab, another screen) asks first ('Confirmar salida'). */
export function ConfirmLeave({ dirty }: { dirty: boolean }) {
  // The blocker keeps the function it was given first: it reads the latest state through a ref.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title="Confirmar salida">
      <Text size="sm">Tienes cambios sin guardar. Si sales ahora, se perderán.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Seguir editando
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Salir sin guardar
        </Button>
      </Group>
    </Modal>
  );
}
