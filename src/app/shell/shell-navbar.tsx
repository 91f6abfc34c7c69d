import shell from './app-shell-layout.module.css';
import type { MenuEntry } from './menu-entries';
import { MenuNavLinks } from './menu-nav-links';
import { SubscriptionSummary } from './subscription-summary';

interface ShellNavbarProps {
  entries: readonly MenuEntry[];
  activeKey: string | null;
  onNavigate: () => void;
}

/** The left drawer: every menu entry the user may reach, and the plan with its credits. */
export function ShellNavbar({ entries, activeKey, onNavigate }: ShellNavbarProps) {
  return (
    <nav className={shell.navbar} aria-label="Menú principal">
      <div className={shell.navbarLinks}>
        <MenuNavLinks label="Secciones" entries={entries} activeKey={activeKey} onNavigate={onNavigate} />
      </div>
      <div className={shell.navbarFooter}>
        <SubscriptionSummary />
      </div>
    </nav>
  );
}
