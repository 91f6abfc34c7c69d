/**
 * The SAT keys a product or service carries for invoicing (CFDI 4.0): c_ClaveProdServ (8 digits)
 * and c_ClaveUnidad (2–3 letters or digits). A restaurant owner rarely knows them, so a key pair is
 * proposed from the product's category; the owner can change it.
 */
export const SAT_PRODUCT_KEY = /^\d{8}$/;
export const SAT_UNIT_KEY = /^[A-Z0-9]{2,3}$/;

export interface SatKeys {
  sat_product_key: string;
  sat_unit_key: string;
  /** What the proposal means, for the form's hint. */
  label: string;
}

/** Prepared food served by a restaurant: 'Restaurantes', per 'Unidad de servicio'. */
export const RESTAURANT_FOOD: SatKeys = {
  sat_product_key: '90101501',
  sat_unit_key: 'E48',
  label: 'Restaurantes',
};

const PROPOSALS: readonly { words: RegExp; keys: SatKeys }[] = [
  {
    words: /cerveza|vino|coctel|cocktail|mezcal|tequila|licor|alcohol|bar\b/,
    keys: { sat_product_key: '50202200', sat_unit_key: 'H87', label: 'Bebidas alcohólicas' },
  },
  {
    words: /bebida|refresco|agua|jugo|cafe|\bte\b|licuado|malteada|smoothie/,
    keys: { sat_product_key: '50202300', sat_unit_key: 'H87', label: 'Bebidas no alcohólicas' },
  },
];

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The keys proposed for a product of this category (by its name); prepared food when nothing else fits. */
export function proposedSatKeys(categoryName: string | null | undefined): SatKeys {
  const name = plain(categoryName ?? '');
  return PROPOSALS.find((proposal) => proposal.words.test(name))?.keys ?? RESTAURANT_FOOD;
}
