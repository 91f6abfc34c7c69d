import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignWhatsappTemplate } from '../../server/modules/messaging/campaign-view';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ startJobs: false });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /v1/messaging/campaign/whatsapp-template', () => {
  it('names the template WhatsApp campaigns go out as, approved, with its variables in order', async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/messaging/campaign/whatsapp-template',
      headers: bearer(owner),
    });
    expect(response.statusCode, response.body).toBe(200);
    // The local provider only records: the unconfigured kind stands in under its own name.
    expect(response.json().data).toEqual({
      name: 'campaign_message',
      review_status: 'approved',
      variables: ['nombre', 'negocio', 'mensaje'],
    });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/messaging/campaign/whatsapp-template' });
    expect(response.statusCode).toBe(401);
  });

  it('is pending, without a name, when a real provider has none configured', () => {
    expect(campaignWhatsappTemplate({})).toEqual({
      name: null,
      review_status: 'pending',
      variables: ['nombre', 'negocio', 'mensaje'],
    });
    expect(campaignWhatsappTemplate({ campaign_message: 'promo_mx_v2' }).name).toBe('promo_mx_v2');
  });
});
