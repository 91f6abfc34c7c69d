/** The invoicing area's screens, one lazy chunk behind one import in the router (see loyalty-pages.ts). */

export { AgingReportPage } from './aging/aging-report-page';
export { CertificateListPage } from './certificates/certificate-list-page';
export { CertificateUploadPage } from './certificates/certificate-upload-page';
export { InvoiceItemPage } from './detail/invoice-item-page';
export { InvoiceCopyPage, InvoiceCreatePage, InvoiceEditPage } from './form/invoice-form-page';
export { GlobalInvoicingPage } from './global/global-invoicing-page';
export { InvoiceListEPage, InvoiceListIPage, InvoiceListPPage } from './list/invoice-list-page';
export { ProductItemPage } from './product/product-item-page';
