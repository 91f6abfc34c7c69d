import { Badge, NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MenuEntry } from './menu-entries';
import { MenuIcon } from './menu-icons';

interface MenuNavLinksProps {
  label: string;
  entries: readonly MenuEntry[];
  activeKey: string | null;
  onNavigate: () => void;
}

/** A navigation landmark listing menu entries as links (drawer and the tab bar's 'Más' sheet). */
export function MenuNavLinks({ label, entries, activeKey, onNavigate }: MenuNavLinksProps) {
  return (
    <nav aria-label={label}>
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
  );
}
