import { Center, Drawer, Loader, Text } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ConfirmLeaveDialog } from '../../../ui/confirm-leave';
import { LoadError } from '../../../ui/load-error';
import { DrawerCloseContext } from './drawer-close';

interface CatalogDrawerProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** An item being read before its form shows. */
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * A settings form in a side drawer (full width on phones), with its loading and error states.
 * Closing it with unsaved changes (Esc, the overlay, the ×, 'Cancelar') asks 'Confirmar salida'
 * first, as leaving a full-page form does (02 §4); a save closes it without asking.
 */
export function CatalogDrawer({
  opened,
  title,
  onClose,
  loading,
  error,
  onRetry,
  children,
}: CatalogDrawerProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!opened) setDirty(false);
  }, [opened]);
  const guard = useMemo(
    () => ({ setDirty, close: () => (dirty ? setAsking(true) : onClose()) }),
    [dirty, onClose],
  );

  return (
    <DrawerCloseContext.Provider value={guard}>
      <Drawer
        opened={opened}
        onClose={guard.close}
        position="right"
        size="lg"
        title={
          <Text fw={700} size="lg">
            {title}
          </Text>
        }
      >
        {error ? (
          <LoadError title="No se pudo cargar" error={error} onRetry={onRetry ?? onClose} />
        ) : loading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          children
        )}
      </Drawer>
      <ConfirmLeaveDialog
        opened={asking}
        onStay={() => setAsking(false)}
        onLeave={() => {
          setAsking(false);
          setDirty(false);
          onClose();
        }}
      />
    </DrawerCloseContext.Provider>
  );
}
