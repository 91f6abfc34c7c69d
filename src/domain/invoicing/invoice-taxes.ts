import type { TaxLayer } from './cfdi-maths';

/**
 * The taxes an invoice item may carry (02 §3 Tax, GET /v1/invoicing/tax): the combinations a
 * small Mexican business issues, each a list of layers computed by cfdi-maths.ts. 'Sin impuestos'
 * (null id) is the concept not subject to tax (ObjetoImp 01).
 */
export interface InvoiceTax {
  id: string | null;
  name: string;
  layers: TaxLayer[];
}

const IVA16: TaxLayer = { type: 'iva', factor: 'Tasa', value: '0.16' };
/** Two thirds of the IVA, withheld by a company from a person's fees or rent. */
const IVA_RET_2_3: TaxLayer = { type: 'ivar', factor: 'Tasa', value: '0.106667' };

export const INVOICE_TAXES: readonly InvoiceTax[] = [
  { id: null, name: 'Sin impuestos', layers: [] },
  { id: 'iva16', name: 'IVA 16 %', layers: [IVA16] },
  {
    id: 'iva8',
    name: 'IVA 8 % (región fronteriza)',
    layers: [{ type: 'iva', factor: 'Tasa', value: '0.08' }],
  },
  { id: 'iva0', name: 'IVA 0 %', layers: [{ type: 'iva', factor: 'Tasa', value: '0' }] },
  { id: 'exento', name: 'Exento de IVA', layers: [{ type: 'iva', factor: 'Exento', value: '0' }] },
  {
    id: 'ieps8-iva16',
    name: 'IEPS 8 % e IVA 16 %',
    layers: [{ type: 'ieps', factor: 'Tasa', value: '0.08' }, IVA16],
  },
  {
    id: 'ieps26.5-iva16',
    name: 'IEPS 26.5 % e IVA 16 % (cerveza)',
    layers: [{ type: 'ieps', factor: 'Tasa', value: '0.265' }, IVA16],
  },
  {
    id: 'honorarios',
    name: 'IVA 16 % con retención de IVA (2/3) e ISR 10 % (honorarios o arrendamiento a persona moral)',
    layers: [IVA16, IVA_RET_2_3, { type: 'isrr', factor: 'Tasa', value: '0.10' }],
  },
  {
    id: 'resico',
    name: 'IVA 16 % con retención de IVA (2/3) e ISR 1.25 % (RESICO a persona moral)',
    layers: [IVA16, IVA_RET_2_3, { type: 'isrr', factor: 'Tasa', value: '0.0125' }],
  },
];

export const invoiceTaxById = (id: string | null) => INVOICE_TAXES.find((tax) => tax.id === id);
