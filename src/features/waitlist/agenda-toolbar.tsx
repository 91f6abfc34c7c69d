import { Button, Group } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { CalendarView, WaitlistView } from '../../app/last-waitlist-view';
import { ROUTE_PATHS } from '../../app/route-names';
import { canAccess } from '../../domain/roles';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { ViewSwitch } from '../../ui/view-switch';
import { GuideButton } from './guide/guide-button';
import { ShareMenu } from './share/share-menu';

type ViewValue = 'hostess' | CalendarView;

const VIEW_OPTIONS: { value: ViewValue; label: string }[] = [
  { value: 'hostess', label: 'Hoy' },
  { value: 'day', label: 'Día' },
  { value: 'week', label: 'Semana' },
  { value: 'month', label: 'Mes' },
];

interface AgendaToolbarProps {
  /** The agenda view on screen: 'Listado de hoy' or a calendar view. */
  current: WaitlistView;
}

/**
 * The agenda's toolbar (01 §2.10): switch between 'Listado de hoy' and the calendar by day, week
 * or month (the route remembers the last one), Share, 'Guía de uso' and, for those who may
 * configure the waitlist, the registration settings.
 */
export function AgendaToolbar({ current }: AgendaToolbarProps) {
  const navigate = useNavigate();
  const settings = useQuery(accountSettingsQueryOptions()).data;
  const shareUrl = settings?.location?.url;
  const canConfigure = canAccess(settings?.roles ?? [], 'waitlist-configuration');
  const value: ViewValue = current.name === 'waitlist-hostess' ? 'hostess' : current.view;

  const switchTo = (next: ViewValue) => {
    if (next === 'hostess') void navigate({ to: ROUTE_PATHS['waitlist-hostess'] });
    else void navigate({ to: ROUTE_PATHS['waitlist-calendar'], params: { view: next } });
  };

  return (
    <Group justify="space-between" gap="sm">
      <ViewSwitch aria-label="Vista de la agenda" data={VIEW_OPTIONS} value={value} onChange={switchTo} />
      <Group gap="xs">
        {shareUrl && <ShareMenu url={shareUrl} />}
        <GuideButton />
        {canConfigure && (
          <Button
            component={Link}
            to={ROUTE_PATHS['waitlist-configuration-registration']}
            variant="subtle"
            leftSection={<IconSettings size={16} />}
          >
            Configurar registro
          </Button>
        )}
      </Group>
    </Group>
  );
}
