import regimenesFiscales from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_regimenes_fiscales';
import usosCfdi from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_usos_cfdi';
import { isGenericRfc } from './cfdi-rules';

/**
 * The receiver's fiscal data of a CFDI 4.0 (Receptor): RFC shape and check digit, the régimen
 * fiscal its kind of person may have, the CFDI use allowed for that régimen (SAT's c_UsoCFDI and
 * c_RegimenFiscal as @nodecfdi/sat-micro-catalogs ships them) and the postal code's shape.
 */

export type RfcKind = 'moral' | 'fisica' | 'generic';

export interface ReceiverFiscalData {
  rfc: string;
  regimen_fiscal: string;
  uso_cfdi: string;
  codigo_postal: string;
}

export const RECEIVER_MESSAGES = {
  rfcShape: 'El RFC no tiene un formato válido (12 caracteres para persona moral, 13 para persona física).',
  rfcDigit: 'El RFC no es válido: su dígito verificador no corresponde.',
  regimen: 'Selecciona un régimen fiscal válido.',
  regimenKind: 'El régimen fiscal no corresponde al tipo de persona del RFC.',
  regimenGeneric: 'Con un RFC genérico el régimen fiscal debe ser 616 (Sin obligaciones fiscales).',
  uso: 'Selecciona un uso de CFDI válido.',
  usoRegimen: 'El uso de CFDI no está permitido para el régimen fiscal del receptor.',
  usoGeneric: 'Con un RFC genérico el uso de CFDI debe ser S01 (Sin efectos fiscales).',
  codigoPostal: 'El código postal debe tener 5 dígitos.',
} as const;

interface CatalogEntry {
  id: string;
  texto: string;
  aplica_fisica: number | '';
  aplica_moral: number | '';
}

const REGIMES = regimenesFiscales as CatalogEntry[];
const USES = usosCfdi as (CatalogEntry & { regimenes_fiscales_receptores: string })[];

/** c_RegimenFiscal and c_UsoCFDI as choices (id and SAT's text). */
export const REGIMEN_FISCAL_OPTIONS = REGIMES.map(({ id, texto }) => ({ id, texto }));
export const USO_CFDI_OPTIONS = USES.map(({ id, texto }) => ({ id, texto }));

const RFC_SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([\dA])$/;
/** SAT's check-digit alphabet: each character is worth its position. */
const DIGIT_VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

const normalized = (rfc: string) => rfc.trim().toUpperCase();

/** The RFC's check digit by SAT's algorithm (a 12-character RFC is padded with a leading space). */
export function rfcCheckDigit(rfc: string): string {
  const body = normalized(rfc).padStart(13, ' ').slice(0, 12);
  const sum = [...body].reduce((total, char, index) => total + DIGIT_VALUES.indexOf(char) * (13 - index), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  return digit === 10 ? 'A' : String(digit);
}

/** The kind of person of a well-formed RFC, or null when it is malformed or its digit is wrong. */
export function rfcKind(rfc: string): RfcKind | null {
  return rfcError(rfc) === null ? kindOf(normalized(rfc)) : null;
}

const kindOf = (rfc: string): RfcKind =>
  isGenericRfc(rfc) ? 'generic' : rfc.length === 12 ? 'moral' : 'fisica';

/** What is wrong with an RFC (null when it is valid). The generic RFCs are valid as they are. */
export function rfcError(rfc: string): string | null {
  const value = normalized(rfc);
  if (isGenericRfc(value)) return null;
  const match = RFC_SHAPE.exec(value);
  if (!match) return RECEIVER_MESSAGES.rfcShape;
  const [month, day] = [Number(match[3]), Number(match[4])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return RECEIVER_MESSAGES.rfcShape;
  return rfcCheckDigit(value) === value.slice(-1) ? null : RECEIVER_MESSAGES.rfcDigit;
}

const appliesTo = (entry: CatalogEntry, kind: RfcKind) =>
  kind === 'moral' ? entry.aplica_moral === 1 : entry.aplica_fisica === 1;

/** The régimenes a receiver of this kind may have (the generic RFCs: 616 only). */
export function regimesForKind(kind: RfcKind): string[] {
  if (kind === 'generic') return ['616'];
  return REGIMES.filter((entry) => appliesTo(entry, kind)).map((entry) => entry.id);
}

/** The CFDI uses allowed for a receiver's régimen (c_UsoCFDI's column of régimenes). */
export function usesForRegime(regime: string): string[] {
  return USES.filter((entry) =>
    entry.regimenes_fiscales_receptores
      .split(',')
      .map((id) => id.trim())
      .includes(regime),
  ).map((entry) => entry.id);
}

export const isPostalCode = (value: string) => /^\d{5}$/.test(value.trim());

/** The receiver's errors by field (empty when the data may go on a CFDI). */
export function receiverErrors(data: ReceiverFiscalData): Partial<Record<keyof ReceiverFiscalData, string>> {
  const errors: Partial<Record<keyof ReceiverFiscalData, string>> = {};
  const rfcProblem = rfcError(data.rfc);
  if (rfcProblem) errors.rfc = rfcProblem;
  if (!isPostalCode(data.codigo_postal)) errors.codigo_postal = RECEIVER_MESSAGES.codigoPostal;
  if (!REGIMES.some((entry) => entry.id === data.regimen_fiscal))
    errors.regimen_fiscal = RECEIVER_MESSAGES.regimen;
  if (!USES.some((entry) => entry.id === data.uso_cfdi)) errors.uso_cfdi = RECEIVER_MESSAGES.uso;
  if (rfcProblem || errors.regimen_fiscal) return errors;
  const kind = kindOf(normalized(data.rfc));
  if (!regimesForKind(kind).includes(data.regimen_fiscal)) {
    errors.regimen_fiscal =
      kind === 'generic' ? RECEIVER_MESSAGES.regimenGeneric : RECEIVER_MESSAGES.regimenKind;
    return errors;
  }
  if (errors.uso_cfdi) return errors;
  if (kind === 'generic' && data.uso_cfdi !== 'S01') errors.uso_cfdi = RECEIVER_MESSAGES.usoGeneric;
  else if (!usesForRegime(data.regimen_fiscal).includes(data.uso_cfdi))
    errors.uso_cfdi = RECEIVER_MESSAGES.usoRegimen;
  return errors;
}
