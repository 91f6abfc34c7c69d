import { Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MenuEntry } from './menu-entries';
import { MenuIcon } from './menu-icons';
import classes from './menu-nav-links.module.css';

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
        <Link
          key={entry.key}
          to={entry.to}
          className={classes.link}
          data-active={entry.key === activeKey || undefined}
          aria-current={entry.key === activeKey ? 'page' : undefined}
          onClick={onNavigate}
        >
          <MenuIcon entryKey={entry.key} />
          <span className={classes.label}>{entry.label}</span>
          {entry.badge && (
            <Badge size="xs" variant="light" color="agave">
              {entry.badge}
            </Badge>
          )}
        </Link>
      ))}
    </nav>
  );
}
