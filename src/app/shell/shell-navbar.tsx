import { AppShell, Badge, NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MenuEntry } from './menu-entries';
import { MenuIcon } from './menu-icons';
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
        <nav aria-label="Secciones">
          {entries.map((entry) => (
            <NavLink
              key={entry.key}
              component={Link}
              to={entry.to}
              label={entry.label}
              leftSection={<MenuIcon entryKey={entry.key} />}
              rightSection={
                entry.badge && (
                  <Badge size="xs" variant="light" color="agave">
                    {entry.badge}
                  </Badge>
                )
              }
              active={entry.key === activeKey}
              aria-current={entry.key === activeKey ? 'page' : undefined}
              onClick={onNavigate}
              fw={500}
            />
          ))}
        </nav>
      </AppShell.Section>
      <AppShell.Section p="sm" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
        <SubscriptionSummary />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
