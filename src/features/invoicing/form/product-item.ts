import type { Product } from '../../../domain/contract/catalog-product';
import { invoiceTaxById } from '../../../domain/invoicing/invoice-taxes';
import type { ItemValues } from './invoice-form-values';

/**
 * A concept filled from a catalog product (02 §7 lists the product search for invoicing): its
 * name, SAT keys, tax and price. The catalog's price includes the product's taxes, so it is the
 * concept's price with 'El precio incluye impuestos' on, and the maths of 02 §5 recover the same
 * pre-tax base as the catalog. When the product's taxes are none of the invoice's, the concept
 * keeps its tax and takes the pre-tax price: the owner must check the tax (`taxMatched` false).
 */
export function productTaxId(product: Pick<Product, 'tax_iva' | 'ieps_percent'>): string | null {
  const id = product.ieps_percent ? `ieps${product.ieps_percent}-${product.tax_iva}` : product.tax_iva;
  return invoiceTaxById(id) ? id : null;
}

export function withProduct(item: ItemValues, product: Product): { item: ItemValues; taxMatched: boolean } {
  const taxId = productTaxId(product);
  const filled = {
    ...item,
    product_id: product.id,
    name: product.name,
    clave_prod_serv: product.sat_product_key,
    clave_unidad: product.sat_unit_key,
  };
  if (taxId === null) {
    return { item: { ...filled, price_input: product.pre_tax_price, final_price: false }, taxMatched: false };
  }
  return {
    item: { ...filled, tax_id: taxId, price_input: String(product.price), final_price: true },
    taxMatched: true,
  };
}

/** The concept without its product: what the owner typed stays, the product's keys go. */
export const withoutProduct = (item: ItemValues): ItemValues => ({
  ...item,
  product_id: null,
  clave_prod_serv: null,
  clave_unidad: null,
});
