// Issue 24: a cancellation waiting for the receiver (en_proceso) is settled by the job
// 'invoicing-cancellation-status' (every 30 min) even when nobody opens the invoice: the sandbox
// PAC's flow (con aceptación → en proceso → cancelado / rechazado / plazo vencido after 72 h)
// runs on the app's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLL_MS,
  CANCELLATION_STATUS_QUEUE,
  runCancellationStatus,
} from '../../server/modules/invoicing/cancellation-status-job';
import type { SandboxPac } from '../../server/modules/invoicing/pac/sandbox-pac';
import { eventually } from './helpers/eventually';
import { receiverContact, setUpIssuer } from './helpers/invoicing-setup';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
let clock = new Date();
let t: TestApp;
let owner: string;
let contactId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(owner), payload });

/** The row as stored (not through GET, which would ask the PAC itself). */
const stored = (id: number) =>
  t.database.db.query.invoices.findFirst({ where: (invoice, { eq }) => eq(invoice.id, id) });

async function stampedInvoice(): Promise<{ id: number; uuid: string }> {
  const created = await call('POST', '/v1/invoicing/invoice', {
    cfdi_tipo_comprobante: 'I',
    contact_id: contactId,
    cfdi_metodo_pago: 'PUE',
    cfdi_forma_pago: '03',
    // 1,160 with IVA: more than 1,000, so the receiver is asked.
    items: [{ name: 'Banquete para 40 personas', quantity: 1, price_input: 1000, tax_id: 'iva16' }],
  });
  const id = created.json().data.id as number;
  expect((await call('POST', `/v1/invoicing/invoice/${id}/stamp`)).json().data.stamped).toBe(true);
  return { id, uuid: (await stored(id))?.uuid ?? '' };
}

/** Queues one run of the job and waits until every listed invoice has left en_proceso (or 20 s). */
async function runJobUntilSettled(ids: number[]) {
  await t.app.deps.jobs.send(CANCELLATION_STATUS_QUEUE, {});
  return eventually(
    () => Promise.all(ids.map(stored)),
    (rows) => rows.every((row) => row?.cancelStatus !== 'en_proceso'),
  );
}

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  owner = await loginAs(t.app, DEMO.owner);
  await setUpIssuer(call);
  contactId = await receiverContact(call);
});
afterAll(async () => {
  await t?.close();
});

describe('the job that asks the PAC about cancellations en proceso', () => {
  it('cancels the accepted one, puts back the refused one, and cancels the unanswered one after 72 h', async () => {
    const accepted = await stampedInvoice();
    const refused = await stampedInvoice();
    const unanswered = await stampedInvoice();
    // More than 24 h after stamping, canceling an invoice of more than 1,000 needs the receiver.
    clock = new Date(clock.getTime() + 25 * HOUR);
    for (const invoice of [accepted, refused, unanswered]) {
      const cancel = await call('POST', `/v1/invoicing/invoice/${invoice.id}/cancel`, { motivo: '02' });
      expect(cancel.json()).toEqual({ data: { canceled: false, status: 'en_proceso' } });
    }
    const sandbox = t.app.deps.pac as SandboxPac;
    sandbox.answerAsReceiver(accepted.uuid, true);
    sandbox.answerAsReceiver(refused.uuid, false);

    const [acceptedRow, refusedRow] = await runJobUntilSettled([accepted.id, refused.id]);
    expect(acceptedRow).toMatchObject({ stampState: 'cancel', cancelStatus: 'cancelado' });
    expect(refusedRow).toMatchObject({ stampState: 'stamp', cancelStatus: 'rechazado' });
    expect(await stored(unanswered.id)).toMatchObject({ stampState: 'stamp', cancelStatus: 'en_proceso' });

    // 72 hours after the request without an answer: SAT cancels it (plazo vencido).
    clock = new Date(clock.getTime() + 72 * HOUR);
    const [expired] = await runJobUntilSettled([unanswered.id]);
    expect(expired).toMatchObject({ stampState: 'cancel', cancelStatus: 'plazo_vencido' });

    // What the owner sees: the refused one can be canceled again, the others are canceled.
    const refusedView = (await call('GET', `/v1/invoicing/invoice/${refused.id}`)).json().data;
    expect(refusedView).toMatchObject({
      cfdi: { stamp_state_name: 'Timbrada', cancel_status: 'rechazado' },
      meta: { can_be_canceled: true },
    });
    const expiredView = (await call('GET', `/v1/invoicing/invoice/${unanswered.id}`)).json().data;
    expect(expiredView).toMatchObject({
      cfdi: { stamp_state_name: 'Cancelada' },
      meta: { can_be_canceled: false },
    });
  });

  it('stops asking a day after SAT’s 72 hours; opening the invoice still asks', async () => {
    const unseen = await stampedInvoice();
    clock = new Date(clock.getTime() + 25 * HOUR);
    const cancel = await call('POST', `/v1/invoicing/invoice/${unseen.id}/cancel`, { motivo: '02' });
    expect(cancel.json().data.status).toBe('en_proceso');
    // As if SAT had shown nothing for 96 hours (No Encontrado): the job no longer asks.
    clock = new Date(clock.getTime() + (CANCELLATION_POLL_MS + HOUR));
    expect(await runCancellationStatus({ ...t.app.deps, log: t.app.log })).toBe(0);
    expect(await stored(unseen.id)).toMatchObject({ stampState: 'stamp', cancelStatus: 'en_proceso' });
    // The owner opening it asks the PAC at once (the sandbox answers plazo vencido).
    const view = (await call('GET', `/v1/invoicing/invoice/${unseen.id}`)).json().data;
    expect(view).toMatchObject({ cfdi: { stamp_state_name: 'Cancelada' } });
  });
});
