/**
 * The part of the SAT's CFDI 4.0 catalogues a restaurant uses: c_ClaveProdServ (products and
 * services, UNSPSC-based, 8 digits) and c_ClaveUnidad (units). The keys a product may carry are
 * these; the server refuses others (a 422 on the field). A business that needs a key missing here
 * gets it added to this list.
 *
 * Checked 2026-11-26: every unit key and description below is the SAT's, as in phpcfdi's copy of
 * the CFDI 4.0 catalogue (github.com/phpcfdi/resources-sat-catalogs,
 * database/data/cfdi_40_claves_unidades.sql, update of 2026-08-06). The product keys could not be
 * checked there (that copy's c_ClaveProdServ file was not available here); they still need a
 * check against the SAT's own c_ClaveProdServ before invoicing ships.
 */
export interface SatCatalogEntry {
  code: string;
  description: string;
}

export const SAT_PRODUCT_CATALOG: readonly SatCatalogEntry[] = [
  { code: '90101500', description: 'Establecimientos para comer y beber' },
  { code: '90101501', description: 'Restaurantes' },
  { code: '90101503', description: 'Establecimientos de comida rápida' },
  { code: '90101600', description: 'Servicios de banquetes y catering' },
  { code: '90101700', description: 'Servicios de cafetería' },
  { code: '90101800', description: 'Servicios de comida para llevar y a domicilio' },
  { code: '50202200', description: 'Bebidas alcohólicas' },
  { code: '50202201', description: 'Cerveza' },
  { code: '50202203', description: 'Vino' },
  { code: '50202300', description: 'Bebidas no alcohólicas' },
  { code: '50202301', description: 'Agua' },
  { code: '50202306', description: 'Refrescos' },
  { code: '50201706', description: 'Café' },
  { code: '50192100', description: 'Botanas' },
  { code: '50192300', description: 'Postres y decoraciones de postres' },
  { code: '50192500', description: 'Sándwiches y panes rellenos' },
  { code: '50161800', description: 'Productos de confitería' },
  { code: '01010101', description: 'No existe en el catálogo' },
];

export const SAT_UNIT_CATALOG: readonly SatCatalogEntry[] = [
  { code: 'E48', description: 'Unidad de servicio' },
  { code: 'H87', description: 'Pieza' },
  { code: 'ACT', description: 'Actividad' },
  { code: 'EA', description: 'Elemento' },
  { code: 'XUN', description: 'Unidad' },
  { code: 'KGM', description: 'Kilogramo' },
  { code: 'GRM', description: 'Gramo' },
  { code: 'LTR', description: 'Litro' },
  { code: 'MLT', description: 'Mililitro' },
  { code: 'XBX', description: 'Caja' },
  { code: 'XPK', description: 'Paquete' },
  { code: 'KT', description: 'Kit' },
  { code: 'SET', description: 'Conjunto' },
];

const codes = (catalog: readonly SatCatalogEntry[]) => new Set(catalog.map((entry) => entry.code));
const PRODUCT_CODES = codes(SAT_PRODUCT_CATALOG);
const UNIT_CODES = codes(SAT_UNIT_CATALOG);

export const isSatProductKey = (code: string) => PRODUCT_CODES.has(code);
export const isSatUnitKey = (code: string) => UNIT_CODES.has(code.toUpperCase());

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The entries whose code starts with the text or whose description contains it (accents and case aside). */
export function searchSatCatalog(catalog: readonly SatCatalogEntry[], text: string): SatCatalogEntry[] {
  const wanted = plain(text);
  if (wanted === '') return [...catalog];
  return catalog.filter(
    (entry) => plain(entry.code).startsWith(wanted) || plain(entry.description).includes(wanted),
  );
}

/** '90101501 · Restaurantes', how a select shows an entry. */
export const satEntryLabel = (entry: SatCatalogEntry) => `${entry.code} · ${entry.description}`;
