import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api/api-error';
import { LoadError } from './load-error';

interface DetailLoadStateProps {
  /** What could not load, in Spanish ('No se pudo cargar el pedido'). */
  title: string;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  /** What a 404 shows (the record does not exist or is another business's). */
  notFound: ReactNode;
}

/** A detail screen before its record is there: not found, failed with a retry, or loading. */
export function DetailLoadState({ title, error, onRetry, retrying, notFound }: DetailLoadStateProps) {
  if (isApiError(error) && error.status === 404) return notFound;
  if (error) return <LoadError title={title} error={error} onRetry={onRetry} retrying={retrying} />;
  return (
    <Center mih={240}>
      <Loader aria-label="Cargando" />
    </Center>
  );
}
