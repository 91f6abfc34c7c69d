import * as v from 'valibot';
import { InvoiceTaxSchema } from '../../../src/domain/contract/invoicing-tax';
import { INVOICE_TAXES } from '../../../src/domain/invoicing/invoice-taxes';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';

/** GET /v1/invoicing/tax (02 §7): the item taxes, 'Sin impuestos' first with a null id. */
export async function invoiceTaxRoutes(app: App): Promise<void> {
  app.get(
    '/v1/invoicing/tax',
    {
      config: { access: 'invoicing' },
      schema: {
        summary: "Los impuestos de un concepto de factura (con 'Sin impuestos')",
        tags: ['invoicing'],
        response: { 200: v.object({ data: v.array(InvoiceTaxSchema) }) },
      },
    },
    async () => dataBody([...INVOICE_TAXES]),
  );
}
