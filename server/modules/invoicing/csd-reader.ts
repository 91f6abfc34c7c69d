import { Certificate, PrivateKey } from '@nodecfdi/credentials/node';
import { CERTIFICATE_MESSAGES as M } from '../../../src/domain/contract/invoicing-certificate';
import { ValidationError } from '../../http/errors';
import type { CsdKeyPair } from './cfdi/seal-cfdi';

/** What an uploaded CSD holds, once checked. */
export interface CsdFiles extends CsdKeyPair {
  serialNumber: string;
  rfc: string;
  legalName: string;
  validFrom: Date;
  validTo: Date;
}

/** The bytes of a file sent as base64 or as a data address. */
export const fileBytes = (sent: string) => Buffer.from(sent.replace(/^data:[^,]*,/, ''), 'base64');

const refuse = (field: 'cer_data' | 'key_data' | 'key_pwd', message: string) =>
  new ValidationError({ [field]: [message] }, message);

function openCertificate(cer: Buffer): Certificate {
  try {
    // @nodecfdi/credentials reads DER given as a binary string.
    return new Certificate(cer.toString('binary'));
  } catch {
    throw refuse('cer_data', M.cerInvalid);
  }
}

/**
 * Checks an uploaded CSD (@nodecfdi/credentials reads it): a certificate, a key that opens with
 * the password and belongs to it, a CSD rather than a FIEL, valid now. Spanish 422 per field.
 */
export function readCsd(cerSent: string, keySent: string, password: string, now: Date): CsdFiles {
  const cer = fileBytes(cerSent);
  const key = fileBytes(keySent);
  const certificate = openCertificate(cer);
  let privateKey: PrivateKey;
  try {
    privateKey = new PrivateKey(key.toString('binary'), password);
  } catch {
    throw refuse('key_pwd', M.keyOrPassword);
  }
  if (!privateKey.belongsTo(certificate)) throw refuse('key_data', M.mismatch);
  if (!certificate.satType().isCsd()) throw refuse('cer_data', M.fiel);
  if (now < certificate.validFrom()) throw refuse('cer_data', M.notYetValid);
  if (now > certificate.validTo()) throw refuse('cer_data', M.expired);
  return {
    cer,
    key,
    password,
    serialNumber: certificate.serialNumber().bytes(),
    rfc: certificate.rfc(),
    legalName: certificate.legalName(),
    validFrom: certificate.validFrom(),
    validTo: certificate.validTo(),
  };
}
