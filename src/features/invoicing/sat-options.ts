import formasPago from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_formas_pago';
import meses from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_meses';
import periodicidades from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_periodicidades';
import regimenes from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_regimenes_fiscales';
import tiposRelacion from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_tipos_relaciones';
import usosCfdi from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_usos_cfdi';
import { CANCEL_MOTIVOS } from '../../domain/invoicing/cfdi-cancellation';

/**
 * SAT's catalogues as select options ('601 - General de Ley Personas Morales'), read from the same
 * package the server checks against, so the client never offers a key the server refuses.
 */
interface Entry {
  id: string;
  texto: string;
  vigencia_hasta?: string;
}
export interface Option {
  value: string;
  label: string;
}

const options = (entries: readonly Entry[]): Option[] =>
  entries
    .filter((entry) => !entry.vigencia_hasta)
    .map((entry) => ({ value: entry.id, label: `${entry.id} - ${entry.texto}` }));

export const SAT_OPTIONS = {
  formasPago: options(formasPago as Entry[]),
  usosCfdi: options(usosCfdi as Entry[]),
  regimenes: options(regimenes as Entry[]),
  tiposRelacion: options(tiposRelacion as Entry[]),
  periodicidades: options(periodicidades as Entry[]),
  meses: options(meses as Entry[]),
  metodosPago: [
    { value: 'PUE', label: 'PUE - Pago en una sola exhibición' },
    { value: 'PPD', label: 'PPD - Pago en parcialidades o diferido' },
  ],
  monedas: [
    { value: 'MXN', label: 'MXN - Pesos mexicanos' },
    { value: 'USD', label: 'USD - Dólares americanos' },
  ],
  motivosCancelacion: Object.entries(CANCEL_MOTIVOS).map(([value, text]) => ({
    value,
    label: `${value} - ${text}`,
  })),
} as const;

/** The label of a key in a catalogue, or the key itself when it is not there. */
export function optionLabel(list: readonly Option[], value: string | null | undefined): string | null {
  if (!value) return null;
  return list.find((option) => option.value === value)?.label ?? value;
}
