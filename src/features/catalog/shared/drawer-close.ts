import { createContext, useContext, useEffect } from 'react';

/** What a settings drawer offers the form inside it: its changes are told, its close is asked. */
export interface DrawerClose {
  setDirty: (dirty: boolean) => void;
  /** Closes the drawer, asking 'Confirmar salida' first when the form has unsaved changes. */
  close: () => void;
}

export const DrawerCloseContext = createContext<DrawerClose | null>(null);

/**
 * The form's side: tells the drawer whether it has unsaved changes, and gives the close to use
 * for 'Cancelar' (the drawer's asking one, or `fallback` outside a drawer).
 */
export function useDrawerClose(dirty: boolean, fallback: () => void): () => void {
  const drawer = useContext(DrawerCloseContext);
  useEffect(() => drawer?.setDirty(dirty), [drawer, dirty]);
  return drawer?.close ?? fallback;
}
