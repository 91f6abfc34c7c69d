import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateParam } from './use-create-param';

/** What a list's drawer shows: nothing, a new item (id null), or the item with this id. */
export type DrawerTarget = { id: number | null } | null;

/**
 * A list whose items open in a drawer: the target, the item being read for it, and `?create=1`
 * opening the create drawer (then cleared from the address).
 */
export function useDrawerTarget<T extends { id: number }>(
  resource: { useOne(locationId: number | null, id: number | null): UseQueryResult<T> },
  locationId: number | null,
  canCreate = true,
) {
  const [target, setTarget] = useState<DrawerTarget>(null);
  const editing = resource.useOne(locationId, target?.id ?? null);
  useCreateParam(() => {
    if (canCreate) setTarget({ id: null });
  });
  const loading = target?.id != null && editing.data?.id !== target.id;
  return {
    target,
    openNew: () => setTarget({ id: null }),
    open: (id: number) => setTarget({ id }),
    close: () => setTarget(null),
    /** The item read for the drawer, null for a new one. */
    item: target?.id == null ? null : (editing.data ?? null),
    editing,
    loading,
  };
}
