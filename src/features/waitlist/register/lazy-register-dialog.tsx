import { lazy, Suspense, useState } from 'react';
import { loadRegisterDialog } from '../hostess/lazy-chunks';
import type { RegisterDialogProps } from './register-dialog-props';

const RegisterDialog = lazy(loadRegisterDialog);

/**
 * The register dialog as a lazy chunk: nothing loads until it first opens, then it stays mounted
 * so it can animate closed. Each opening starts from a fresh form. The calendar opens it with
 * `type: 'booking'` and `initialBookingDate`.
 */
export function LazyRegisterDialog(props: RegisterDialogProps) {
  const [openings, setOpenings] = useState(0);
  const [wasOpened, setWasOpened] = useState(false);
  if (props.opened !== wasOpened) {
    setWasOpened(props.opened);
    if (props.opened) setOpenings((count) => count + 1);
  }
  if (openings === 0) return null;
  return (
    <Suspense fallback={null}>
      <RegisterDialog key={openings} {...props} />
    </Suspense>
  );
}
