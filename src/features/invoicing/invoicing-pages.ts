/** The invoicing area's screens, one lazy chunk behind one import in the router (see loyalty-pages.ts). */

export { InvoiceItemPage } from './detail/invoice-item-page';
export { InvoiceListEPage, InvoiceListIPage, InvoiceListPPage } from './list/invoice-list-page';
