import {
  REGIMEN_FISCAL_OPTIONS,
  regimesForKind,
  rfcKind,
  USO_CFDI_OPTIONS,
  usesForRegime,
} from '../../../domain/invoicing/receiver-rules';

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
