import * as v from 'valibot';

/** GET /v1/invoicing/tax: the taxes an invoice item may carry (src/domain/invoicing/invoice-taxes.ts). */
export const InvoiceTaxSchema = v.object({
  id: v.nullable(v.string()),
  name: v.string(),
  layers: v.array(
    v.object({
      type: v.picklist(['iva', 'ieps', 'ivar', 'isrr']),
      factor: v.picklist(['Tasa', 'Cuota', 'Exento']),
      value: v.string(),
    }),
  ),
});
