import { lazy, Suspense, useState } from 'react';
import { ShareButton } from './share-button';

export const loadShareMenu = () => import('./share-menu-dropdown');
const ShareMenuDropdown = lazy(loadShareMenu);

interface ShareMenuProps {
  /** The location's public page (/r/{username}): the customers' online registration. */
  url: string;
}

/**
 * Share (01 §2.10): open the online registration page in a new tab, or copy its link. Like the
 * header's menus, the menu's code (Mantine Menu and its positioning) loads on first use; hovering
 * or focusing the button preloads it.
 */
export function ShareMenu({ url }: ShareMenuProps) {
  const [activated, setActivated] = useState(false);
  const preload = () => void loadShareMenu();

  if (!activated) {
    return <ShareButton onClick={() => setActivated(true)} onPointerEnter={preload} onFocus={preload} />;
  }
  return (
    <Suspense fallback={<ShareButton loading />}>
      <ShareMenuDropdown url={url} />
    </Suspense>
  );
}
