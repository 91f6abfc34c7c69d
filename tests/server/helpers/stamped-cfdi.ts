import { buildCfdi, type CfdiDocumentInput } from '../../../server/modules/invoicing/cfdi/cfdi-document';
import { sealCfdi } from '../../../server/modules/invoicing/cfdi/seal-cfdi';
import { serializeXml } from '../../../server/modules/invoicing/cfdi/xml-node';
import { SandboxPac } from '../../../server/modules/invoicing/pac/sandbox-pac';
import { TEST_CSD } from './cfdi-fixtures';

/** Seven hours after the fixtures' Fecha: the sandbox PAC accepts their date. */
export const STAMP_NOW = new Date('2026-11-21T02:45:00Z');

/** A fixture document built, sealed with SAT's test CSD and stamped by the sandbox PAC. */
export async function stampedCfdi(input: CfdiDocumentInput) {
  const { comprobante } = sealCfdi(buildCfdi(input), TEST_CSD);
  const result = await new SandboxPac(() => STAMP_NOW).stamp({ comprobante, xml: serializeXml(comprobante) });
  if (!result.stamped) throw new Error(result.reason);
  return result;
}
