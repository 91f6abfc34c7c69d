import { Center, Drawer, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/load-error';

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

/** A catalog form in a side drawer (full width on phones), with its loading and error states. */
export function CatalogDrawer({
  opened,
  title,
  onClose,
  loading,
  error,
  onRetry,
  children,
}: CatalogDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
  );
}
