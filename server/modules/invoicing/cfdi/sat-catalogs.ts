import { createRequire } from 'node:module';

/** SAT's small CFDI 4.0 catalogues as @nodecfdi/sat-micro-catalogs ships them (not typed by hand). */
const load = createRequire(import.meta.url);

interface Entry {
  id: string;
  texto: string;
}
interface UsoEntry extends Entry {
  regimenes_fiscales_receptores: string;
}

const catalog = <T extends Entry = Entry>(name: string): readonly T[] =>
  load(`@nodecfdi/sat-micro-catalogs/raw/cfdi_40_${name}`) as T[];

const ids = (entries: readonly Entry[]) => new Set(entries.map((entry) => entry.id));

export const SAT_CFDI_CATALOGS = {
  formasPago: catalog('formas_pago'),
  metodosPago: catalog('metodos_pago'),
  usosCfdi: catalog<UsoEntry>('usos_cfdi'),
  regimenesFiscales: catalog('regimenes_fiscales'),
  tiposComprobante: catalog('tipos_comprobantes'),
  exportaciones: catalog('exportaciones'),
  objetosImpuestos: catalog('objetos_impuestos'),
  impuestos: catalog('impuestos'),
  tiposRelacion: catalog('tipos_relaciones'),
  periodicidades: catalog('periodicidades'),
  meses: catalog('meses'),
};

export const SAT_CFDI_IDS = Object.fromEntries(
  Object.entries(SAT_CFDI_CATALOGS).map(([name, entries]) => [name, ids(entries)]),
) as unknown as Record<keyof typeof SAT_CFDI_CATALOGS, ReadonlySet<string>>;

/** The receiver regimes a CFDI use is allowed with (c_UsoCFDI's column). */
export function regimesForUse(uso: string): string[] {
  const entry = SAT_CFDI_CATALOGS.usosCfdi.find((candidate) => candidate.id === uso);
  return entry ? entry.regimenes_fiscales_receptores.split(',').map((regime) => regime.trim()) : [];
}
