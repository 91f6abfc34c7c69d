import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ROUTE_PATHS, ROUTE_TITLES } from '../../../app/route-names';

const TABS = ['shop-product-list', 'shop-modifier-list', 'shop-category-list'] as const;
type CatalogTab = (typeof TABS)[number];

/** The products layout's tabs (02 §2): Productos, Modificadores, Categorías. */
export function CatalogTabs({ active }: { active: CatalogTab }) {
  const navigate = useNavigate();
  return (
    <Tabs value={active} onChange={(tab) => tab && void navigate({ to: ROUTE_PATHS[tab as CatalogTab] })}>
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {ROUTE_TITLES[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
