import { Burger, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLiveUpdates } from '../../lib/live/use-live-updates';
import { LazyUpdatePrompt } from '../../ui/pwa/lazy-update-prompt';
import shell from './app-shell-layout.module.css';
import { LiveStatus } from './live-status';
import { LocationMenu } from './location-menu';
import { OfflineNotice } from './offline-notice';
import { OutboxStatus } from './outbox-status';
import { UserMenu } from './user-menu';

interface ShellHeaderProps {
  navbarOpened: boolean;
  onToggleNavbar: () => void;
}

/**
 * Header: menu button (tablets), brand, location menu, live-stream state, connection, offline
 * outbox and update notices, user menu. The header owns the tab's one live stream and the outbox
 * sync (it is mounted once per shell).
 */
export function ShellHeader({ navbarOpened, onToggleNavbar }: ShellHeaderProps) {
  const liveState = useLiveUpdates();
  return (
    <header className={shell.header}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        {/* The left side takes the room the right one leaves: a long business name truncates, the
            live badge and the user's avatar always stay whole inside a 390 px screen. */}
        <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 0' }}>
          <Burger
            opened={navbarOpened}
            onClick={onToggleNavbar}
            hiddenFrom="md"
            visibleFrom="sm"
            size="sm"
            aria-label={navbarOpened ? 'Cerrar menú' : 'Abrir menú'}
          />
          <Text
            component={Link}
            to="/"
            fw={800}
            fz="lg"
            c="terracotta.7"
            visibleFrom="xs"
            aria-label="Mostrador, ir al inicio"
          >
            Mostrador
          </Text>
          <LocationMenu />
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <LiveStatus state={liveState} />
          <OfflineNotice />
          <OutboxStatus />
          <UserMenu />
        </Group>
      </Group>
      <LazyUpdatePrompt />
    </header>
  );
}
