import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { type LoadableQuery, QueryLoadState } from './query-load-state';

interface SettingsLoadStateProps<T> {
  /** The account is read and may not open this screen. */
  denied: boolean;
  /** What the screen is, for the denial: 'ver el perfil del negocio'. */
  deniedWhat: string;
  query: LoadableQuery<T>;
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
  return (
    <QueryLoadState query={query} errorTitle={errorTitle} fresh={fresh}>
      {children}
    </QueryLoadState>
  );
}
