import formasPago from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_formas_pago';
import {
  REGIMEN_FISCAL_OPTIONS,
  regimesForKind,
  rfcKind,
  USO_CFDI_OPTIONS,
  usesForRegime,
} from '../../../domain/invoicing/receiver-rules';
import { SELF_INVOICE_FORMAS_PAGO } from '../../../domain/invoicing/sale-invoicing-contract';

/**
 * The choices the self-invoice form offers, narrowed by the SAT rules the server applies
 * (receiver-rules.ts): the régimenes of the RFC's kind of person, then the uses of that régimen.
 */
export interface SelectOption {
  value: string;
  label: string;
}

const asOption = ({ id, texto }: { id: string; texto: string }): SelectOption => ({
  value: id,
  label: `${id} - ${texto}`,
});

/** The régimenes allowed for the RFC; none until the RFC is valid. */
export function regimeOptions(rfc: string): SelectOption[] {
  const kind = rfcKind(rfc);
  if (!kind) return [];
  const allowed = regimesForKind(kind);
  return REGIMEN_FISCAL_OPTIONS.filter((entry) => allowed.includes(entry.id)).map(asOption);
}

/** The CFDI uses allowed for the régimen (a generic RFC: S01 only); none until a régimen is chosen. */
export function usoOptions(rfc: string, regime: string): SelectOption[] {
  if (!regimeOptions(rfc).some((option) => option.value === regime)) return [];
  const allowed = rfcKind(rfc) === 'generic' ? ['S01'] : usesForRegime(regime);
  return USO_CFDI_OPTIONS.filter((entry) => allowed.includes(entry.id)).map(asOption);
}

/** The formas de pago a customer may say they paid with (SAT's c_FormaPago, narrowed by the contract). */
export const FORMA_PAGO_OPTIONS: SelectOption[] = (formasPago as { id: string; texto: string }[])
  .filter((entry) => (SELF_INVOICE_FORMAS_PAGO as readonly string[]).includes(entry.id))
  .map(asOption);
