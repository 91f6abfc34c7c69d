import { notifications } from '@mantine/notifications';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ProductType } from '../../../domain/contract/catalog-product';
import { isApiError } from '../../../lib/api/api-error';
import { useProduct } from '../api/catalog-queries';

/** The address parameter that opens an item of each list, and what a bad one says. */
const ITEM_PARAM = {
  physical: { key: 'producto', missing: 'Ese producto no existe o es de otra sucursal.' },
  service: { key: 'servicio', missing: 'Ese servicio no existe o es de otra sucursal.' },
} as const;

/** What the form shows: nothing, a new item (id null), or the item with this id. */
export type ItemTarget = { id: number | null } | null;

/**
 * A products or services list whose form opens from the address: `?producto=<id>` (`?servicio=`)
 * opens that item, opening a row sets it and closing clears it (in place: going back leaves the
 * list, as before). An id this location cannot read, or of the other list's type, leaves the list
 * with a notice instead of a form.
 */
export function useItemParam(type: ProductType, locationId: number | null) {
  const { key, missing } = ITEM_PARAM[type];
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const asked = typeof search[key] === 'number' ? search[key] : null;
  const editing = useProduct(locationId, asked);
  const wrongType = editing.data?.id === asked && editing.data?.type !== type;
  const notFound = wrongType || (isApiError(editing.error) && editing.error.status === 404);

  const setParam = (id: number | null) => {
    const { [key]: _previous, ...rest } = search;
    void navigate({ to: '.', search: id === null ? rest : { ...rest, [key]: id }, replace: true });
  };

  useEffect(() => {
    if (!notFound) return;
    notifications.show({ color: 'orange', message: missing });
    const { [key]: _previous, ...rest } = search;
    void navigate({ to: '.', search: rest, replace: true });
  }, [notFound, missing, key, search, navigate]);

  const target: ItemTarget = creating ? { id: null } : asked !== null && !notFound ? { id: asked } : null;
  return {
    target,
    openNew: () => setCreating(true),
    open: (id: number) => setParam(id),
    close: () => (creating ? setCreating(false) : setParam(null)),
    /** The item read for the form, null for a new one. */
    item: target?.id == null ? null : (editing.data ?? null),
    editing,
    /** The asked item is still being read. */
    loading: target?.id != null && editing.data?.id !== target.id,
  };
}
