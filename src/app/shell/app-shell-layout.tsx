import { Overlay } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { retryingImport } from '../../lib/retrying-import';
import { BREAKPOINTS_PX } from '../theme';
import classes from './app-shell-layout.module.css';
import { InsecureContextNotice } from './insecure-context-notice';
import { ShellHeader } from './shell-header';
import { ShellNavbar } from './shell-navbar';
import { useGuardOnRightsChange } from './use-guard-on-rights-change';
import { useShellMenu } from './use-shell-menu';

/** Only phones show the tab bar (and its 'Más' sheet): its code loads there alone. */
const BottomTabBar = lazy(
  retryingImport(() => import('./bottom-tab-bar').then((module) => ({ default: module.BottomTabBar }))),
);

/** Below this width (spec breakpoint 769 px) the bottom tab bar replaces the drawer. */
const PHONE_QUERY = `(max-width: ${BREAKPOINTS_PX.sm - 0.02}px)`;

/**
 * The shell: a left drawer from 1025 px (a toggled overlay on tablets below it), a bottom tab
 * bar of at most 5 buttons under 769 px, and the header with location and user menus.
 */
export default function AppShellLayout() {
  const [navbarOpened, navbar] = useDisclosure(false);
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const { entries, activeKey } = useShellMenu();
  useGuardOnRightsChange();

  return (
    <div
      className={classes.shell}
      data-navbar-opened={navbarOpened || undefined}
      data-phone={isPhone || undefined}
    >
      <a href="#contenido" className={classes.skipLink}>
        Saltar al contenido
      </a>
      <ShellHeader navbarOpened={navbarOpened} onToggleNavbar={navbar.toggle} />
      <ShellNavbar entries={entries} activeKey={activeKey} onNavigate={navbar.close} />
      {navbarOpened && !isPhone && (
        <Overlay hiddenFrom="md" fixed backgroundOpacity={0.25} zIndex={99} onClick={navbar.close} />
      )}
      <main id="contenido" tabIndex={-1} className={classes.main}>
        <InsecureContextNotice />
        <Outlet />
      </main>
      {isPhone && (
        <Suspense fallback={null}>
          <BottomTabBar entries={entries} activeKey={activeKey} />
        </Suspense>
      )}
    </div>
  );
}
