import * as v from 'valibot';
import { REGIMEN_FISCAL_OPTIONS } from '../invoicing/receiver-rules';

/**
 * The company's fiscal profile as issuer (GET/PUT /v1/invoicing/issuer): its régimen fiscal, the
 * postal code of the place of issue (LugarExpedicion) and an optional serie per type. The RFC and
 * name are read from the CSD in use (null while no valid certificate is uploaded).
 */
export const ISSUER_MESSAGES = {
  regimen: 'Selecciona el régimen fiscal del emisor.',
  lugarExpedicion: 'El código postal del lugar de expedición debe tener 5 dígitos.',
  serie: 'La serie admite hasta 25 letras o números.',
  missing: 'Configura los datos fiscales del emisor (régimen fiscal y código postal) antes de timbrar.',
  certificate: 'Sube un certificado de sello digital (CSD) vigente antes de timbrar.',
} as const;

const REGIMES = REGIMEN_FISCAL_OPTIONS.map((option) => option.id);

const serie = v.optional(
  v.nullable(
    v.pipe(
      v.string(ISSUER_MESSAGES.serie),
      v.trim(),
      v.regex(/^[A-Za-z0-9]{0,25}$/, ISSUER_MESSAGES.serie),
      v.transform((value) => (value === '' ? null : value)),
    ),
  ),
  null,
);

export const InvoicingIssuerUpdateSchema = v.object({
  regimen_fiscal: v.picklist(REGIMES, ISSUER_MESSAGES.regimen),
  lugar_expedicion: v.pipe(
    v.string(ISSUER_MESSAGES.lugarExpedicion),
    v.trim(),
    v.regex(/^\d{5}$/, ISSUER_MESSAGES.lugarExpedicion),
  ),
  serie_i: serie,
  serie_e: serie,
  serie_p: serie,
});
export type InvoicingIssuerUpdate = v.InferOutput<typeof InvoicingIssuerUpdateSchema>;

export const InvoicingIssuerSchema = v.object({
  rfc: v.nullable(v.string()),
  nombre: v.nullable(v.string()),
  regimen_fiscal: v.nullable(v.string()),
  lugar_expedicion: v.nullable(v.string()),
  serie_i: v.nullable(v.string()),
  serie_e: v.nullable(v.string()),
  serie_p: v.nullable(v.string()),
});
export type InvoicingIssuer = v.InferOutput<typeof InvoicingIssuerSchema>;
