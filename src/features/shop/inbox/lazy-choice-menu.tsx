import { type ComponentProps, lazy, type ReactElement, Suspense, useState } from 'react';
import type { Choice } from './choice-menu';
import { loadChoiceMenu } from './lazy-chunks';

const ChoiceMenu = lazy(loadChoiceMenu);

interface LazyChoiceMenuProps<T extends string> {
  label?: string;
  choices: Choice<T>[];
  onSelect: (value: T) => void;
  /** Renders the menu's button; `open` is its click handler until the menu's code is in. */
  button: (props: { onClick?: () => void; onPointerEnter: () => void }) => ReactElement;
}

/** A plain button until the first click; then Mantine's Menu (its own chunk) opens on it. */
export function LazyChoiceMenu<T extends string>({
  label,
  choices,
  onSelect,
  button,
}: LazyChoiceMenuProps<T>) {
  const [activated, setActivated] = useState(false);
  const preload = () => void loadChoiceMenu();
  if (!activated) return button({ onClick: () => setActivated(true), onPointerEnter: preload });
  const menuProps: ComponentProps<typeof ChoiceMenu> = {
    label,
    choices: choices as Choice<string>[],
    onSelect: onSelect as (value: string) => void,
    children: button({ onPointerEnter: preload }),
  };
  return (
    <Suspense fallback={button({ onPointerEnter: preload })}>
      <ChoiceMenu {...menuProps} />
    </Suspense>
  );
}
