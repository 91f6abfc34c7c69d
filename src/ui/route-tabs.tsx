import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

export interface RouteTab {
  value: string;
  label: string;
  /** The tab's route path, with its parameters filled in. */
  to: string;
}

/** Tabs that are routes: choosing one navigates (so a dirty form can ask before leaving). */
export function RouteTabs({ tabs, value }: { tabs: readonly RouteTab[]; value: string }) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const tab = tabs.find((item) => item.value === next);
        if (tab && tab.value !== value) void navigate({ to: tab.to });
      }}
    >
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
