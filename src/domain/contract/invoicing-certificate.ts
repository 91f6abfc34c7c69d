import * as v from 'valibot';

/** The company's CSD certificates (02 §3 Certificate, §7 sat-certificate calls). */
export const SatCertificateSchema = v.object({
  id: v.number(),
  serial_number: v.string(),
  rfc: v.string(),
  legal_name: v.string(),
  /** ISO 8601 instants. */
  valid_from: v.string(),
  valid_to: v.string(),
});
export type SatCertificate = v.InferOutput<typeof SatCertificateSchema>;

export const CERTIFICATE_MESSAGES = {
  cerRequired: 'Selecciona el archivo .cer del certificado.',
  keyRequired: 'Selecciona el archivo .key de la llave privada.',
  pwdRequired: 'Ingresa la contraseña de la llave privada.',
  cerInvalid: 'El archivo .cer no es un certificado válido.',
  keyOrPassword: 'La contraseña no es correcta o el archivo .key no es una llave privada válida.',
  mismatch: 'La llave privada no corresponde al certificado.',
  fiel: 'Este certificado es de e.firma (FIEL). Sube tu Certificado de Sello Digital (CSD).',
  expired: 'El certificado ya venció.',
  notYetValid: 'El certificado todavía no es vigente.',
  duplicate: 'Este certificado ya está registrado.',
  notFound: 'Certificado no encontrado.',
} as const;

const MAX_FILE_BASE64 = 20_000;

/** A file sent as base64, or as a data address (data:…;base64,…) as the picture uploads are. */
const fileSchema = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.maxLength(MAX_FILE_BASE64, 'El archivo es demasiado grande.'),
  );

/** POST /v1/invoicing/sat-certificate: the .cer, the .key and the key's password. */
export const SatCertificateUploadSchema = v.object({
  cer_data: fileSchema(CERTIFICATE_MESSAGES.cerRequired),
  key_data: fileSchema(CERTIFICATE_MESSAGES.keyRequired),
  key_pwd: v.pipe(
    v.string(CERTIFICATE_MESSAGES.pwdRequired),
    v.minLength(1, CERTIFICATE_MESSAGES.pwdRequired),
    v.maxLength(200),
  ),
});
export type SatCertificateUpload = v.InferOutput<typeof SatCertificateUploadSchema>;
