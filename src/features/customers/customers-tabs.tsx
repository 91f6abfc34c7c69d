import { Alert } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { ROUTE_PATHS, ROUTE_TITLES } from '../../app/route-names';
import { RouteTabs } from '../../ui/route-tabs';

const TABS = (['contact-contact-list', 'contact-tag-list'] as const).map((name) => ({
  value: name,
  label: ROUTE_TITLES[name],
  to: ROUTE_PATHS[name],
}));

/** Clientes and Grupos, and the note that both belong to the whole business (01 §2.8). */
export function CustomersTabs({ active }: { active: 'contact-contact-list' | 'contact-tag-list' }) {
  return (
    <>
      <RouteTabs tabs={TABS} value={active} />
      <Alert color="blue" variant="light" icon={<IconBuildingStore size={18} />} p="xs">
        {active === 'contact-contact-list'
          ? 'Los clientes se comparten entre todas las ubicaciones de tu negocio.'
          : 'Los grupos se comparten entre todas las ubicaciones de tu negocio.'}
      </Alert>
    </>
  );
}
