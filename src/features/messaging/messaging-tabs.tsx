import { RouteTabs } from '../../ui/route-tabs';

const TABS = [
  { value: 'campaigns', label: 'Campañas', to: '/messaging/campaigns' },
  { value: 'messages', label: 'Mensajes enviados', to: '/messaging/messages' },
] as const;

/** 'Mensajes' (01 §2.9): the campaign list and the message list. */
export function MessagingTabs({ value }: { value: 'campaigns' | 'messages' }) {
  return <RouteTabs tabs={TABS} value={value} />;
}

/** A campaign's view: Resumen and Mensajes (01 §2.9). */
export function CampaignTabs({ id, value }: { id: number; value: 'summary' | 'messages' }) {
  return (
    <RouteTabs
      value={value}
      tabs={[
        { value: 'summary', label: 'Resumen', to: `/messaging/campaigns/${id}` },
        { value: 'messages', label: 'Mensajes', to: `/messaging/campaigns/${id}/messages` },
      ]}
    />
  );
}
