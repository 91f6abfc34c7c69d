import { ROUTE_PATHS, ROUTE_TITLES } from '../../app/route-names';
import { RouteTabs } from '../../ui/route-tabs';

const TAB_NAMES = [
  'invoicing-invoice-list-i',
  'invoicing-invoice-list-p',
  'invoicing-invoice-list-e',
  'invoicing-receivable-aging-report',
  'invoicing-certificate-list',
  'invoicing-global',
] as const;
export type InvoicingTab = (typeof TAB_NAMES)[number];

const TABS = TAB_NAMES.map((name) => ({ value: name, label: ROUTE_TITLES[name], to: ROUTE_PATHS[name] }));

/** Facturas, Pagos, Notas de crédito, Antigüedad de saldos, Certificados (02 §2 Invoicing), Factura global. */
export function InvoicingTabs({ active }: { active: InvoicingTab }) {
  return <RouteTabs tabs={TABS} value={active} />;
}
