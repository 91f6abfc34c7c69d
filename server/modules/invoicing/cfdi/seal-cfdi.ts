import { createPrivateKey, createSign, createVerify, X509Certificate } from 'node:crypto';
import { cadenaOriginal } from './cadena-original';
import { attr, setAttr, type XmlNode } from './xml-node';

/** What seals a CFDI: the CSD's certificate (DER) and its private key (PKCS#8 DER, encrypted). */
export interface CsdKeyPair {
  cer: Buffer;
  key: Buffer;
  password: string;
}

/** The certificate attributes of the Comprobante: the 20-digit serial and the .cer in base64. */
export function certificateAttributes(cer: Buffer) {
  // SAT's serials are ASCII digits written as the bytes of the X.509 serial number (hex 3330… → "30…").
  const serial = Buffer.from(new X509Certificate(cer).serialNumber, 'hex').toString('latin1');
  return { no_certificado: serial, certificado: cer.toString('base64') };
}

/** Sello = base64 of RSA-SHA256 over the cadena's UTF-8 bytes with the CSD's key. */
export function signCadena(cadena: string, pair: CsdKeyPair): string {
  const key = createPrivateKey({ key: pair.key, format: 'der', type: 'pkcs8', passphrase: pair.password });
  return createSign('RSA-SHA256').update(Buffer.from(cadena, 'utf8')).sign(key, 'base64');
}

/** Checks a Sello against the certificate carried in the document (what SAT and a PAC check). */
export function selloVerifies(comprobante: XmlNode): boolean {
  const sello = attr(comprobante, 'Sello');
  const certificado = attr(comprobante, 'Certificado');
  if (!sello || !certificado) return false;
  const certificate = new X509Certificate(Buffer.from(certificado, 'base64'));
  return createVerify('RSA-SHA256')
    .update(Buffer.from(cadenaOriginal(comprobante), 'utf8'))
    .verify(certificate.publicKey, sello, 'base64');
}

/** The document with its Sello, placed after Fecha as the schema orders it. */
export function sealCfdi(comprobante: XmlNode, pair: CsdKeyPair): { comprobante: XmlNode; cadena: string } {
  const cadena = cadenaOriginal(comprobante);
  return { comprobante: setAttr(comprobante, 'Sello', signCadena(cadena, pair), 'Fecha'), cadena };
}
