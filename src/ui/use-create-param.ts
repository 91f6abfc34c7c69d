import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * `?create=1` (02 §2: payment and delivery methods; the loyalty programs) opens the create form once and is then
 * cleared from the address, so going back or reloading does not open it again.
 */
export function useCreateParam(openCreate: () => void) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const asked = String(search.create) === '1';
  const open = useRef(openCreate);
  open.current = openCreate;

  useEffect(() => {
    if (!asked) return;
    open.current();
    const { create: _create, ...rest } = search;
    void navigate({ to: '.', search: rest, replace: true });
  }, [asked, search, navigate]);
}
