const SAT_VERIFICATION_URL = 'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx';

export interface VerificationFields {
  uuid: string;
  emisorRfc: string;
  receptorRfc: string;
  total: string;
  sello: string;
}

/**
 * SAT's Anexo 20 writes tt with up to 6 decimals and without non-significant zeros, keeping one
 * decimal digit: 1200.50 → 1200.5, 1200 → 1200.0.
 */
export function verificationTotal(total: string): string {
  const [integer = '0', decimals = ''] = total.split('.');
  const significant = decimals.slice(0, 6).replace(/0+$/, '');
  return `${integer.replace(/^0+(?=\d)/, '')}.${significant || '0'}`;
}

/** The URL of SAT's verification QR: id, re, rr, tt and fe (the last 8 characters of the Sello). */
export function verificationUrl(fields: VerificationFields): string {
  const query = [
    ['id', fields.uuid],
    ['re', fields.emisorRfc],
    ['rr', fields.receptorRfc],
    ['tt', verificationTotal(fields.total)],
    ['fe', fields.sello.slice(-8)],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `${SAT_VERIFICATION_URL}?${query}`;
}
