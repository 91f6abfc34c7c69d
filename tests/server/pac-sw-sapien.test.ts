import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { buildCfdi } from '../../server/modules/invoicing/cfdi/cfdi-document';
import { sealCfdi } from '../../server/modules/invoicing/cfdi/seal-cfdi';
import { serializeXml } from '../../server/modules/invoicing/cfdi/xml-node';
import { PacError } from '../../server/modules/invoicing/pac/pac-error';
import { pacFromConfig } from '../../server/modules/invoicing/pac/pac-from-config';
import { SandboxPac } from '../../server/modules/invoicing/pac/sandbox-pac';
import {
  SAT_STATUS_ACTION,
  SAT_STATUS_URL,
  SW_TEST_STATUS_URL,
} from '../../server/modules/invoicing/pac/sat-cfdi-status';
import { SwSapienPac } from '../../server/modules/invoicing/pac/sw-sapien-pac';
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
const pac = () =>
  new SwSapienPac({ url: sw.url, token: TOKEN, statusUrl: `${sw.url}/ConsultaCFDIService.svc` });

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
    const offline = new SwSapienPac({
      url: 'http://127.0.0.1:9',
      token: TOKEN,
      statusUrl: 'http://127.0.0.1:9',
    });
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
    sello: 'dGhlLXNlbGxvLW9mLXRoZS1jZmRpQWJjZGVGZ2g=',
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

/** SAT's ConsultaCFDIService answer, as SW's SDKs document it (data contract prefix a:). */
const satAnswer = (estado: string, cancelacion: string | null) =>
  '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
  '<ConsultaResponse xmlns="http://tempuri.org/"><ConsultaResult ' +
  'xmlns:a="http://schemas.datacontract.org/2004/07/Sat.Cfdi.Negocio.ConsultaCfdi.Servicio" ' +
  'xmlns:i="http://www.w3.org/2001/XMLSchema-instance">' +
  '<a:CodigoEstatus>S - Comprobante obtenido satisfactoriamente.</a:CodigoEstatus>' +
  '<a:EsCancelable>Cancelable con aceptación</a:EsCancelable>' +
  `<a:Estado>${estado}</a:Estado>` +
  (cancelacion === null
    ? '<a:EstatusCancelacion i:nil="true"/>'
    : `<a:EstatusCancelacion>${cancelacion}</a:EstatusCancelacion>`) +
  '<a:ValidacionEFOS>200</a:ValidacionEFOS></ConsultaResult></ConsultaResponse></s:Body></s:Envelope>';

const STATUS_REQUEST = {
  uuid: UUID,
  emisorRfc: 'EKU9003173C9',
  receptorRfc: 'URE180429TM6',
  tipo: 'I' as const,
  total: '10910.70',
  sello: 'c2VsbG8tZGUtbGEtZmFjdHVyYQ==XyZ12345',
  stampedAt: STAMP_NOW,
  motivo: '02' as const,
  requestedAt: STAMP_NOW,
};

describe('where a cancellation stands with SW Sapien (SAT’s ConsultaCFDIService, as SW’s SDKs ask it)', () => {
  const request = STATUS_REQUEST;
  const soap = (body: string) => ({ status: 200, body, contentType: 'text/xml; charset=utf-8' });

  it('sends the verification expression in a SOAP Consulta, without the account token', async () => {
    sw.answer(soap(satAnswer('Vigente', 'En proceso')));
    expect(await pac().status(request)).toMatchObject({ status: 'en_proceso', canceled: false });
    const sent = sw.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/ConsultaCFDIService.svc');
    expect(sent?.headers.soapaction).toBe(SAT_STATUS_ACTION);
    expect(sent?.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.body).not.toContain(TOKEN);
    expect(sent?.body).toContain('<Consulta xmlns="http://tempuri.org/"><expresionImpresa>');
    expect(sent?.body).toContain(
      `?id=${UUID}&amp;re=EKU9003173C9&amp;rr=URE180429TM6&amp;tt=10910.7&amp;fe=XyZ12345</expresionImpresa>`,
    );
  });

  it('reads cancelado, plazo vencido and rechazado from Estado and EstatusCancelacion', async () => {
    const cases: [string, string | null, object][] = [
      ['Cancelado', 'Cancelado con aceptación', { status: 'cancelado', canceled: true }],
      ['Cancelado', 'Cancelado sin aceptación', { status: 'cancelado', canceled: true }],
      ['Cancelado', 'Plazo vencido', { status: 'plazo_vencido', canceled: true }],
      ['Vigente', 'Solicitud rechazada', { status: 'rechazado', canceled: false }],
      ['Vigente', 'En proceso', { status: 'en_proceso', canceled: false }],
      // SAT may take a while to show a request: still waiting, asked again later.
      ['Vigente', null, { status: 'en_proceso', canceled: false }],
    ];
    for (const [estado, cancelacion, expected] of cases) {
      sw.answer(soap(satAnswer(estado, cancelacion)));
      expect(await pac().status(request), `${estado} / ${cancelacion}`).toMatchObject(expected);
    }
  });

  it('says in Spanish when SAT’s service fails or cannot be reached', async () => {
    const message =
      'No se pudo consultar al SAT el estado de la cancelación; se consultará de nuevo más tarde.';
    sw.answer({ status: 503, body: 'Service Unavailable', contentType: 'text/plain' });
    await expect(pac().status(request)).rejects.toThrow(new PacError(message));
    sw.answer(soap('<s:Envelope><s:Body><s:Fault/></s:Body></s:Envelope>'));
    await expect(pac().status(request)).rejects.toThrow(new PacError(message));
    const offline = new SwSapienPac({
      url: 'http://127.0.0.1:9',
      token: TOKEN,
      statusUrl: 'http://127.0.0.1:9',
    });
    await expect(offline.status(request)).rejects.toThrow(new PacError(message));
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

  it('asks SW’s stand-in of SAT’s status service for CFDI of SW’s test environment, SAT’s otherwise', async () => {
    const asked: string[] = [];
    const recorder: typeof fetch = async (url) => {
      asked.push(String(url));
      return new Response(satAnswer('Vigente', 'En proceso'), { status: 200 });
    };
    for (const url of ['https://services.test.sw.com.mx', 'https://services.sw.com.mx']) {
      const config = loadConfig({ PAC_PROVIDER: 'sw-sapien', PAC_URL: url, PAC_TOKEN: TOKEN });
      await pacFromConfig(config, () => STAMP_NOW, recorder).status(STATUS_REQUEST);
    }
    expect(asked).toEqual([SW_TEST_STATUS_URL, SAT_STATUS_URL]);
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
