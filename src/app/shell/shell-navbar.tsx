import { AppShell } from '@mantine/core';
import type { MenuEntry } from './menu-entries';
import { MenuNavLinks } from './menu-nav-links';
import { SubscriptionSummary } from './subscription-summary';

interface ShellNavbarProps {
  className?: string;
  entries: readonly MenuEntry[];
  activeKey: string | null;
  onNavigate: () => void;
}

/** The left drawer: every menu entry the user may reach, and the plan with its credits. */
export function ShellNavbar({ className, entries, activeKey, onNavigate }: ShellNavbarProps) {
  return (
    <AppShell.Navbar className={className} aria-label="Menú principal">
      <AppShell.Section grow p="xs" style={{ overflowY: 'auto' }}>
        <MenuNavLinks label="Secciones" entries={entries} activeKey={activeKey} onNavigate={onNavigate} />
      </AppShell.Section>
      <AppShell.Section p="sm" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
        <SubscriptionSummary />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
