import {
  type Icon,
  IconCalendar,
  IconChartBar,
  IconClipboardList,
  IconFileInvoice,
  IconGift,
  IconHistory,
  IconListCheck,
  IconMessage,
  IconReceipt,
  IconRobot,
  IconSettings,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';

/** Icon of each menu entry, by its key (menu-entries.ts stays free of React). */
export const MENU_ICONS: Record<string, Icon> = {
  hostess: IconListCheck,
  calendar: IconCalendar,
  visits: IconHistory,
  stats: IconChartBar,
  orders: IconToolsKitchen2,
  history: IconReceipt,
  loyalty: IconGift,
  surveys: IconClipboardList,
  customers: IconUsers,
  messaging: IconMessage,
  automations: IconRobot,
  settings: IconSettings,
  invoicing: IconFileInvoice,
};

export function MenuIcon({ entryKey, size = 22 }: { entryKey: string; size?: number }) {
  const EntryIcon = MENU_ICONS[entryKey] ?? IconSettings;
  return <EntryIcon size={size} stroke={1.7} aria-hidden />;
}
