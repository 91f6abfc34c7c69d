import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { buildCfdi } from '../../server/modules/invoicing/cfdi/cfdi-document';
import { sealCfdi } from '../../server/modules/invoicing/cfdi/seal-cfdi';
import { serializeXml } from '../../server/modules/invoicing/cfdi/xml-node';
import { pacFromConfig } from '../../server/modules/invoicing/pac/pac-from-config';
import { SandboxPac } from '../../server/modules/invoicing/pac/sandbox-pac';
import { PacError, SwSapienPac } from '../../server/modules/invoicing/pac/sw-sapien-pac';
import { invoiceI, TEST_CSD } from './helpers/cfdi-fixtures';
import { type ProviderServer, startProviderServer } from './helpers/provider-server';
import { STAMP_NOW } from './helpers/stamped-cfdi';

const TOKEN = 'T2lYQ0t4L0RHVkR4dHZ5Nkk1VHNEakZ3Y0J4Nk9GODZuRyt4cE1wVm5tbXB3YVZxTHdOdHAw';
const UUID = 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D';
let sw: ProviderServer;

beforeAll(async () => {
  sw = await startProviderServer();
});
afterAll(async () => {
  await sw?.close();
});

const sealed = () => {
  const { comprobante } = sealCfdi(buildCfdi(invoiceI()), TEST_CSD);
  return { comprobante, xml: serializeXml(comprobante) };
};
const pac = () => new SwSapienPac({ url: sw.url, token: TOKEN });

describe('stamping through SW Sapien (REST, /cfdi33/stamp/v4)', () => {
  it('sends the sealed XML as the multipart field xml with the bearer token and keeps SW’s stamped CFDI', async () => {
    const document = sealed();
    // What SW answers: the CFDI with its TimbreFiscalDigital (made here by the sandbox's TFD code).
    const stamped = await new SandboxPac(() => STAMP_NOW).stamp(document);
    if (!stamped.stamped) throw new Error(stamped.reason);
    sw.answer({
      status: 200,
      body: {
        status: 'success',
        data: { cfdi: stamped.xml, uuid: stamped.uuid, fechaTimbrado: '2026-11-20T20:45:00' },
      },
    });
    const result = await pac().stamp(document);
    if (!result.stamped) throw new Error(result.reason);
    expect(result.uuid).toBe(stamped.uuid);
    expect(result.xml).toBe(stamped.xml);
    expect(result.stampedAt.toISOString()).toBe('2026-11-21T02:45:00.000Z');
    const request = sw.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/cfdi33/stamp/v4');
    expect(request?.headers.authorization).toBe(`bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="xml"');
    expect(request?.body).toContain(document.xml);
  });

  it('gives SW’s refusal (SAT’s rule and detail) as the Spanish reason, never the token', async () => {
    sw.answer({
      status: 400,
      body: {
        status: 'error',
        message:
          'CFDI40102 - El resultado de la digestión debe ser igual al resultado de la desencripción del sello.',
        messageDetail: 'Sello del emisor inválido.',
        data: null,
      },
    });
    const refused = await pac().stamp(sealed());
    expect(refused).toEqual({
      stamped: false,
      reason:
        'El PAC rechazó el comprobante: CFDI40102 - El resultado de la digestión debe ser igual al resultado de la desencripción del sello. — Sello del emisor inválido.',
    });

    sw.answer({ status: 401, body: { status: 'error', message: 'AU2000 - El token no es válido.' } });
    const unauthorized = await pac().stamp(sealed());
    expect(unauthorized).toEqual({
      stamped: false,
      reason: 'El PAC rechazó las credenciales de acceso (revisa PAC_TOKEN).',
    });

    sw.answer({ status: 502, body: '' });
    const broken = await pac().stamp(sealed());
    expect(broken.stamped === false && broken.reason).toBe(
      'El PAC no respondió como se esperaba (HTTP 502). Intenta de nuevo más tarde.',
    );
    for (const answer of [refused, unauthorized, broken]) expect(JSON.stringify(answer)).not.toContain(TOKEN);
  });

  it('says in Spanish when SW cannot be reached', async () => {
    const offline = new SwSapienPac({ url: 'http://127.0.0.1:9', token: TOKEN });
    expect(await offline.stamp(sealed())).toEqual({
      stamped: false,
      reason: 'No se pudo conectar con el PAC. Intenta de nuevo en unos minutos.',
    });
  });
});

describe('canceling through SW Sapien (/cfdi33/cancel/{rfc}/{uuid}/{motivo})', () => {
  const request = {
    uuid: UUID,
    emisorRfc: 'EKU9003173C9',
    receptorRfc: 'URE180429TM6',
    tipo: 'I' as const,
    total: '10910.70',
    stampedAt: STAMP_NOW,
    motivo: '02' as const,
  };

  it('sends the motivo (and the substitute for 01), and reads SW’s code per UUID', async () => {
    sw.answer({
      status: 200,
      body: { status: 'success', data: { acuse: '<Acuse/>', uuid: { [UUID]: '201' } } },
    });
    expect(await pac().cancel(request)).toMatchObject({ status: 'en_proceso', canceled: false });
    expect(sw.requests.at(-1)?.path).toBe(`/cfdi33/cancel/EKU9003173C9/${UUID}/02`);

    const substitute = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
    sw.answer({
      status: 200,
      body: { status: 'success', data: { acuse: '<Acuse/>', uuid: { [UUID]: '202' } } },
    });
    expect(await pac().cancel({ ...request, motivo: '01', folioSustitucion: substitute })).toMatchObject({
      status: 'cancelado',
      canceled: true,
    });
    expect(sw.requests.at(-1)?.path).toBe(`/cfdi33/cancel/EKU9003173C9/${UUID}/01/${substitute}`);

    sw.answer({ status: 400, body: { status: 'error', message: 'CA1000 - El CFDI no existe.' } });
    await expect(pac().cancel(request)).rejects.toThrow(
      new PacError('El PAC rechazó el comprobante: CA1000 - El CFDI no existe.'),
    );
  });
});

describe('choosing the PAC from the environment', () => {
  it('uses the sandbox by default and SW Sapien with PAC_PROVIDER, PAC_URL and PAC_TOKEN', () => {
    const now = () => STAMP_NOW;
    expect(pacFromConfig(loadConfig({}), now).name).toBe('sandbox');
    const sapien = loadConfig({
      PAC_PROVIDER: 'sw-sapien',
      PAC_URL: 'https://services.test.sw.com.mx/',
      PAC_TOKEN: TOKEN,
    });
    expect(sapien.pac).toEqual({
      provider: 'sw-sapien',
      url: 'https://services.test.sw.com.mx',
      token: TOKEN,
    });
    expect(pacFromConfig(sapien, now).name).toBe('sw-sapien');
  });

  it('refuses a real PAC without its URL or token, and an unknown provider, in Spanish', () => {
    expect(() => loadConfig({ PAC_PROVIDER: 'sw-sapien' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAC_PROVIDER: 'sw-sapien' })).toThrow(
      /PAC_URL es obligatoria con PAC_PROVIDER=sw-sapien/,
    );
    expect(() => loadConfig({ PAC_PROVIDER: 'sw-sapien', PAC_URL: 'https://x.test' })).toThrow(
      /PAC_TOKEN es obligatoria/,
    );
    expect(() => loadConfig({ PAC_PROVIDER: 'finkok' })).toThrow(
      /PAC_PROVIDER debe ser uno de: sandbox, sw-sapien/,
    );
  });
});
