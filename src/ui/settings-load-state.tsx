import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

interface SettingsQuery<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

interface SettingsLoadStateProps<T> {
  /** The account is read and may not open this screen. */
  denied: boolean;
  /** What the screen is, for the denial: 'ver el perfil del negocio'. */
  deniedWhat: string;
  query: SettingsQuery<T>;
  /** What could not load, in Spanish ('No se pudo cargar el perfil'). */
  errorTitle: string;
  /** False while stored data is shown that must be fetched again first. */
  fresh?: boolean;
  children: (data: T) => ReactNode;
}

/** A settings screen's form once its data is there; before that, no access, a failed load or loading. */
export function SettingsLoadState<T>({
  denied,
  deniedWhat,
  query,
  errorTitle,
  fresh = true,
  children,
}: SettingsLoadStateProps<T>) {
  if (denied) {
    return (
      <Alert color="gray" title="Sin acceso">
        Tu usuario no tiene permiso para {deniedWhat}. Pide acceso a quien administra el negocio.
      </Alert>
    );
  }
  if (query.error && !query.data) {
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data || !fresh) {
    return (
      <Center mih={240}>
        <Loader aria-label="Cargando" />
      </Center>
    );
  }
  return children(query.data);
}
