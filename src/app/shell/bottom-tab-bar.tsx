import { Drawer, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import shell from './app-shell-layout.module.css';
import classes from './bottom-tab-bar.module.css';
import { type MenuEntry, splitForTabBar } from './menu-entries';
import { MenuIcon } from './menu-icons';
import { MenuNavLinks } from './menu-nav-links';

interface BottomTabBarProps {
  entries: readonly MenuEntry[];
  activeKey: string | null;
}

/** Small screens: at most 5 tab buttons; when there are more entries, 'Más' opens the rest. */
export function BottomTabBar({ entries, activeKey }: BottomTabBarProps) {
  const [moreOpened, more] = useDisclosure(false);
  const { tabs, more: rest } = splitForTabBar(entries);
  const activeInMore = rest.some((entry) => entry.key === activeKey);

  return (
    <footer className={`${shell.footer} ${classes.bar}`}>
      <nav aria-label="Secciones" className={classes.tabs}>
        {tabs.map((entry) => (
          <UnstyledButton
            key={entry.key}
            component={Link}
            to={entry.to}
            className={classes.tab}
            data-active={entry.key === activeKey || undefined}
            aria-current={entry.key === activeKey ? 'page' : undefined}
            aria-label={entry.label}
          >
            <MenuIcon entryKey={entry.key} />
            <span className={classes.label}>{entry.tabLabel ?? entry.label}</span>
          </UnstyledButton>
        ))}
        {rest.length > 0 && (
          <UnstyledButton
            className={classes.tab}
            data-active={activeInMore || undefined}
            onClick={more.open}
            aria-haspopup="dialog"
            aria-expanded={moreOpened}
          >
            <IconDots size={22} aria-hidden />
            <span className={classes.label}>Más</span>
          </UnstyledButton>
        )}
      </nav>
      <Drawer opened={moreOpened} onClose={more.close} position="bottom" title="Más secciones" size="auto">
        <MenuNavLinks label="Más secciones" entries={rest} activeKey={activeKey} onNavigate={more.close} />
      </Drawer>
    </footer>
  );
}
