import type { Product } from '../../../src/domain/contract/catalog-product';

/** A shop product as GET /v1/product/product/{id} answers it: $116 with IVA 16 %, SAT keys set. */
export function catalogProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 3,
    type: 'physical',
    name: 'Banquete para 40 personas',
    description: null,
    price: 116,
    duration_mins: null,
    category_id: null,
    sku: 'BAN-40',
    barcode: null,
    status: 'active',
    waitlist_status: 'active',
    menu_status: 'active',
    color: null,
    image_url: null,
    thumb_url: null,
    order_notes_allowed: false,
    bookings_per_block: null,
    stock_enabled: false,
    stock_quantity: null,
    variants: [],
    modifiers: [],
    users: [],
    sat_product_key: '90101501',
    sat_unit_key: 'E48',
    tax_iva: 'iva16',
    ieps_percent: null,
    pre_tax_price: '100.0000',
    ...overrides,
  };
}
