/**
 * The invoice form's couplings and defaults (02 §4 "Method and form coupling", §9 invoicing
 * defaults) and the rules of CFDI 4.0's InformacionGlobal.
 */

export type TipoComprobante = 'I' | 'E' | 'P';
export type MetodoPago = 'PUE' | 'PPD';

/** 02 §9: currency MXN, rate 1, form 99, method PPD (PUE for P), use G03 (CP01 for P), relation 04. */
export function invoiceDefaults(type: TipoComprobante) {
  return {
    currency_code: 'MXN',
    exchange_rate: '1',
    cfdi_forma_pago: '99',
    cfdi_metodo_pago: (type === 'P' ? 'PUE' : 'PPD') as MetodoPago,
    cfdi_uso_cfdi: type === 'P' ? 'CP01' : 'G03',
    tipo_relacion: '04',
  };
}

export interface PaymentTerms {
  cfdi_forma_pago: string | null;
  cfdi_metodo_pago: MetodoPago;
}

/** Choosing a form: 99 ('Por definir') means instalments or deferred (PPD); any other is PUE. */
export function chooseForm(form: string): PaymentTerms {
  return { cfdi_forma_pago: form, cfdi_metodo_pago: form === '99' ? 'PPD' : 'PUE' };
}

/** Choosing a method: PPD empties the form (SAT requires form 99 on a PPD invoice). */
export function chooseMethod(method: MetodoPago, current: PaymentTerms): PaymentTerms {
  if (method === 'PPD') return { cfdi_forma_pago: null, cfdi_metodo_pago: 'PPD' };
  return { cfdi_forma_pago: current.cfdi_forma_pago, cfdi_metodo_pago: 'PUE' };
}

/** The generic receivers: público en general (national) and residente en el extranjero. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

export const isGenericRfc = (rfc: string) =>
  (GENERIC_RFCS as readonly string[]).includes(rfc.trim().toUpperCase());

/** InformacionGlobal is offered, and may be sent, only for a generic receiver. */
export const allowsGlobalInformation = (rfc: string) => isGenericRfc(rfc);

export const PERIODICIDADES = ['01', '02', '03', '04', '05'] as const;
export type Periodicidad = (typeof PERIODICIDADES)[number];

export interface GlobalInformation {
  periodicidad: Periodicidad;
  meses: string;
  ano: number;
}

export const GLOBAL_INFORMATION_MESSAGES = {
  notGeneric: 'La información global solo aplica a los RFC genéricos XAXX010101000 y XEXX010101000.',
  months: 'Con periodicidad bimestral elige un bimestre (13 a 18); con otra, un mes (01 a 12).',
  year: 'El año debe ser el actual o uno de los dos anteriores.',
} as const;

/** 02 §3: year choices are the current year and the two previous. */
export const globalInformationYears = (currentYear: number) => [
  currentYear,
  currentYear - 1,
  currentYear - 2,
];

/**
 * The errors of a global information block, by field (empty when it is valid). SAT's rules:
 * bimonthly periodicity (05) takes a two-month range 13–18, every other one a month 01–12.
 */
export function globalInformationErrors(
  receiverRfc: string,
  info: GlobalInformation,
  currentYear: number,
): Partial<Record<'rfc' | 'meses' | 'ano', string>> {
  const errors: Partial<Record<'rfc' | 'meses' | 'ano', string>> = {};
  if (!isGenericRfc(receiverRfc)) errors.rfc = GLOBAL_INFORMATION_MESSAGES.notGeneric;
  const month = /^\d{2}$/.test(info.meses) ? Number(info.meses) : 0;
  const monthOk = info.periodicidad === '05' ? month >= 13 && month <= 18 : month >= 1 && month <= 12;
  if (!monthOk) errors.meses = GLOBAL_INFORMATION_MESSAGES.months;
  if (!globalInformationYears(currentYear).includes(info.ano)) errors.ano = GLOBAL_INFORMATION_MESSAGES.year;
  return errors;
}
