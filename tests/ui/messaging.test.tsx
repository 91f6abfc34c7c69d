import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../src/domain/contract/campaigns';
import type { Message } from '../../src/domain/contract/messaging';
import { defaultScheduledTime } from '../../src/domain/rules/scheduled-time';
import { formatDateTime } from '../../src/ui/report/report-format';
import { backOfficeApi } from './helpers/back-office-api';
import { captureDownloads } from './helpers/downloads';
import type { Reply } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const MANAGER = ['messaging-manager'] as const;
const READER = ['messaging-reader'] as const;

function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 7,
    name: 'Martes de tacos',
    content: 'Hola {first_name}, hoy 2x1.',
    channel: 'sms',
    active: true,
    start_at: null,
    segmentation: { tags: [1], phones: null },
    groups: [{ id: 1, name: 'VIP' }],
    status: 'finished',
    status_message: null,
    review_status: null,
    whatsapp_template: null,
    message_count: 3,
    sent_count: 2,
    error_count: 1,
    can_activate: false,
    can_stop: false,
    is_editable: false,
    created_at: '2026-11-23T19:05:00.000Z',
    updated_at: '2026-11-23T19:05:00.000Z',
    ...overrides,
  };
}

function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 90,
    text: 'Hola Ana, hoy 2x1.',
    channel: 'sms',
    phone: '+525587650001',
    email: null,
    status: 'sent',
    delivery_status: null,
    error: null,
    segments: 1,
    credits: 1,
    created_at: '2026-11-23T19:05:00.000Z',
    scheduled_to: '2026-11-23T19:05:00.000Z',
    sent_at: '2026-11-23T19:05:02.000Z',
    failed_at: null,
    campaign_id: 7,
    queueId: null,
    recipient_contact_id: 3,
    ...overrides,
  };
}

const page = <T,>(data: T[]): Reply => ({
  body: { data, pagination: { total_items: data.length, limit: 20, offset: 0, count: data.length } },
});

const GROUPS = {
  'GET /v1/messaging/campaign/groups': () => ({
    body: {
      data: [
        { id: 1, name: 'VIP' },
        { id: 2, name: 'Eventos' },
      ],
    },
  }),
  'POST /v1/messaging/campaign/estimate-reach': () => ({ body: { data: { quantity: 4 } } }),
};

eachTestStarts({ signedIn: true });

describe('Mensajes: the campaign list', { timeout: 20_000 }, () => {
  it('shows status, name, messages, sent/error, review and dates; a manager gets the Campaña button', async () => {
    backOfficeApi([...MANAGER], { 'POST /v1/messaging/campaign/search': () => page([campaign()]) });
    renderApp('/messaging/campaigns');
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    const row = within(table).getByText('Martes de tacos').closest('tr') as HTMLElement;
    expect(within(row).getByText('Terminada')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('2 / 1')).toBeTruthy();
    expect(within(row).getByText('No aplica')).toBeTruthy();
    expect(within(row).getByText('Fecha/hora no definida')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Campaña' }).getAttribute('href')).toBe(
      '/messaging/campaigns/new',
    );
  });

  it('a messaging reader sees the list without the Campaña button', async () => {
    backOfficeApi([...READER], { 'POST /v1/messaging/campaign/search': () => page([campaign()]) });
    renderApp('/messaging/campaigns');
    await screen.findByRole('table', {}, { timeout: 8000 });
    expect(screen.queryByRole('link', { name: 'Campaña' })).toBeNull();
  });
});

describe('Mensajes: the message list and detail', { timeout: 20_000 }, () => {
  it('searches on Enter; the delivery status wins over ours; Mensaje says it is coming soon', async () => {
    const api = backOfficeApi([...READER], {
      'POST /v1/messaging/message/search': () =>
        page([
          message({ delivery_status: 'delivered' }),
          message({ id: 91, status: 'scheduled', sent_at: null }),
        ]),
    });
    renderApp('/messaging/messages');
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Entregado')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('En espera')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('SMS')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar por teléfono o texto' }), '5587{Enter}');
    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/messaging/message/search').at(-1)?.body).toMatchObject({
        search: '5587',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Mensaje' }));
    expect(
      screen.getByText(/Pronto podrás enviar mensajes informativos y promocionales desde aquí/),
    ).toBeTruthy();
  });

  it('the detail shows the delivery status only when the provider reported one', async () => {
    backOfficeApi([...READER], {
      'GET /v1/messaging/message/90': () => ({ body: { data: message({ delivery_status: 'read' }) } }),
    });
    renderApp('/messaging/messages/90');
    const section = await screen.findByRole('region', { name: 'Detalle' }, { timeout: 8000 });
    expect(within(section).getByText('Estado').nextElementSibling?.textContent).toBe('Leído');
    expect(within(section).getByRole('link', { name: 'Ver campaña' }).getAttribute('href')).toBe(
      '/messaging/campaigns/7',
    );
  });
});

describe("'Campaña de SMS': the editor", { timeout: 30_000 }, () => {
  it('refuses to save without name, group or message, in Spanish', async () => {
    const api = backOfficeApi([...MANAGER], GROUPS);
    renderApp('/messaging/campaigns/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }, { timeout: 8000 }));
    expect(await screen.findByText('Escribe el nombre de la campaña.')).toBeTruthy();
    expect(screen.getByText('Selecciona al menos un grupo.')).toBeTruthy();
    expect(screen.getByText('Escribe el mensaje.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/messaging/campaign')).toHaveLength(0);
  });

  it('counts each variable as 8, turns red above 160 and says when accents make it a Unicode SMS', async () => {
    backOfficeApi([...MANAGER], GROUPS);
    renderApp('/messaging/campaigns/new');
    const content = await screen.findByRole('textbox', { name: 'Mensaje' }, { timeout: 8000 });
    fireEvent.change(content, { target: { value: 'a'.repeat(152) } });
    await userEvent.click(screen.getByRole('button', { name: 'Nombre' }));
    const counter = screen.getByTestId('campaign-length');
    expect(counter.textContent).toBe('160/160 caracteres (cada variable cuenta 8)');
    expect(counter.getAttribute('style') ?? '').not.toContain('red');
    fireEvent.change(content, { target: { value: `${'a'.repeat(153)}{name}` } });
    expect(counter.textContent).toBe('161/160 caracteres (cada variable cuenta 8)');
    expect(counter.getAttribute('style')).toContain('var(--mantine-color-red');
    expect(screen.queryByText(/SMS Unicode/)).toBeNull();
    fireEvent.change(content, { target: { value: 'Promoción de martes' } });
    expect(screen.getByText(/se envía como SMS Unicode, de 70 caracteres por SMS/)).toBeTruthy();
  });

  it('counts the phones per non-empty line and asks for the reach only once the typing settles', async () => {
    const api = backOfficeApi([...MANAGER], GROUPS);
    renderApp('/messaging/campaigns/new');
    const phones = await screen.findByRole('textbox', { name: 'Teléfonos adicionales' }, { timeout: 8000 });
    fireEvent.change(phones, { target: { value: '5511112222\n\n  \n5533334444\n' } });
    expect(screen.getByText('Uno por línea. 2 teléfonos.')).toBeTruthy();
    const asked = () =>
      api
        .callsTo('POST', '/v1/messaging/campaign/estimate-reach')
        .filter((call) => JSON.stringify(call.body).includes('5533334444'));
    expect(asked()).toHaveLength(0);
    await waitFor(() => expect(asked()).toHaveLength(1), { timeout: 3000 });
    expect(await screen.findByText('Alcance estimado: 4 clientes')).toBeTruthy();
  });

  it('schedules at the next 15-minute mark by default and sends now as active without a start', async () => {
    const api = backOfficeApi([...MANAGER], {
      ...GROUPS,
      'POST /v1/messaging/campaign': () => ({ body: { data: campaign({ id: 8, status: 'pending' }) } }),
      'GET /v1/messaging/campaign/8': () => ({ body: { data: campaign({ id: 8, status: 'pending' }) } }),
    });
    const { router } = renderApp('/messaging/campaigns/new');
    await userEvent.click(await screen.findByRole('radio', { name: 'Programar envío' }, { timeout: 8000 }));
    // Mantine's picker, in Spanish, written as the rest of the app writes instants.
    const when = screen.getByRole('button', { name: 'Fecha y hora de envío' });
    expect(when.textContent).toBe(formatDateTime(defaultScheduledTime(new Date())));

    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre de la campaña' }), 'Martes de tacos');
    fireEvent.change(screen.getByRole('textbox', { name: 'Mensaje' }), { target: { value: 'Hoy 2x1' } });
    await userEvent.click(await screen.findByPlaceholderText('Elige uno o más grupos'));
    await userEvent.click(await screen.findByRole('option', { name: 'VIP' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Enviar ahora' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y enviar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messaging/campaigns/8'));
    expect(api.callsTo('POST', '/v1/messaging/campaign')[0]?.body).toEqual({
      name: 'Martes de tacos',
      content: 'Hoy 2x1',
      active: true,
      start_at: null,
      segmentation: { tags: [1], phones: '' },
      channel: 'sms',
    });
  });
});

describe("'Campaña de WhatsApp': the editor", { timeout: 30_000 }, () => {
  const whatsappTemplate = (name: string | null) => ({
    'GET /v1/messaging/campaign/whatsapp-template': () => ({
      body: {
        data: {
          name,
          review_status: name ? 'approved' : 'pending',
          variables: ['nombre', 'negocio', 'mensaje'],
        },
      },
    }),
  });

  it('names the approved template and its variables, drops the SMS parts note, and saves as WhatsApp', async () => {
    const api = backOfficeApi([...MANAGER], {
      ...GROUPS,
      ...whatsappTemplate('campaign_message'),
      'POST /v1/messaging/campaign': () => ({ body: { data: campaign({ id: 9, channel: 'whatsapp' }) } }),
      'GET /v1/messaging/campaign/9': () => ({ body: { data: campaign({ id: 9, channel: 'whatsapp' }) } }),
    });
    const { router } = renderApp('/messaging/campaigns/new');
    await screen.findByRole('heading', { name: 'Campaña de SMS' }, { timeout: 8000 });
    await userEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(screen.getByRole('heading', { name: 'Campaña de WhatsApp' })).toBeTruthy();
    expect(await screen.findByText('Plantilla de WhatsApp: campaign_message (Aprobada)')).toBeTruthy();
    expect(screen.getByText('{{1}} nombre: el nombre del cliente')).toBeTruthy();
    expect(screen.getByText('{{2}} negocio: el nombre de tu negocio')).toBeTruthy();
    expect(screen.getByText('{{3}} mensaje: tu mensaje, con sus variables ya llenas')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre de la campaña' }), 'Promo');
    fireEvent.change(screen.getByRole('textbox', { name: 'Mensaje' }), {
      target: { value: 'Promoción de martes' },
    });
    expect(screen.queryByText(/SMS Unicode/)).toBeNull();
    await userEvent.click(await screen.findByPlaceholderText('Elige uno o más grupos'));
    await userEvent.click(await screen.findByRole('option', { name: 'VIP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messaging/campaigns/9'));
    expect(api.callsTo('POST', '/v1/messaging/campaign')[0]?.body).toMatchObject({
      content: 'Promoción de martes',
      channel: 'whatsapp',
    });
  });

  it('says when no approved template is configured yet', async () => {
    backOfficeApi([...MANAGER], { ...GROUPS, ...whatsappTemplate(null) });
    renderApp('/messaging/campaigns/new');
    await userEvent.click(await screen.findByRole('radio', { name: 'WhatsApp' }, { timeout: 8000 }));
    expect(await screen.findByText('Sin plantilla aprobada')).toBeTruthy();
    expect(screen.getByText(/sus mensajes no se enviarán hasta que la plantilla se apruebe/)).toBeTruthy();
  });
});

describe('the campaign view', { timeout: 20_000 }, () => {
  it("a pending campaign shows the note; 'Editar campaña' is disabled; stopping asks first", async () => {
    const pending = campaign({ status: 'pending', can_stop: true, is_editable: false });
    const api = backOfficeApi([...MANAGER], {
      'GET /v1/messaging/campaign/7': () => ({ body: { data: pending } }),
      'POST /v1/messaging/campaign/7/stop': () => ({
        body: {
          data: campaign({
            status: 'stopped',
            status_message: 'Campaña detenida por el usuario.',
            can_activate: true,
            is_editable: true,
          }),
        },
      }),
    });
    renderApp('/messaging/campaigns/7');
    expect(
      await screen.findByText(/Los conteos se calcularon al crearla/, {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Editar campaña' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Detener campaña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detener campaña' });
    expect(api.callsTo('POST', '/v1/messaging/campaign/7/stop')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Detener campaña' }));
    expect(await screen.findByText('Campaña detenida por el usuario.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/messaging/campaign/7/stop')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Editar campaña' }).getAttribute('href')).toBe(
      '/messaging/campaigns/7/edit',
    );
    expect(screen.getByRole('button', { name: 'Iniciar campaña' })).toBeTruthy();
  });
});

describe("the campaign's Mensajes tab", { timeout: 20_000 }, () => {
  const REPORT = 'POST /v1/messaging/campaign/7/message-report';
  const reportPage = (rows: Record<string, string | null>[]): Reply => ({
    body: {
      headers: [
        {
          key: 'created_at',
          title: 'Fecha',
          type: 'datetime',
          align: 'left',
          hidden: false,
          aggregate: null,
        },
        { key: 'phone', title: 'Teléfono', type: 'phone', align: 'left', hidden: false, aggregate: null },
        { key: 'status', title: 'Estado', type: 'string', align: 'left', hidden: false, aggregate: null },
      ],
      pagination: { total_items: rows.length, limit: 100, offset: 0, count: rows.length },
      data: rows,
    },
  });

  it('is the report screen: read on opening, filtered by one status, downloaded as campaign-messages.csv', async () => {
    const downloads = captureDownloads();
    const api = backOfficeApi([...READER], {
      'GET /v1/messaging/campaign/7': () => ({ body: { data: campaign() } }),
      [REPORT]: (body) =>
        (body as { filters: { status: string | null } }).filters.status === 'failed'
          ? reportPage([
              { created_at: '2026-11-23T19:05:00.000Z', phone: '+525587650002', status: 'No enviado' },
            ])
          : reportPage([
              { created_at: '2026-11-23T19:05:00.000Z', phone: '+525587650001', status: 'Entregado' },
              { created_at: '2026-11-23T19:05:00.000Z', phone: '+525587650002', status: 'No enviado' },
            ]),
    });
    renderApp('/messaging/campaigns/7/messages');
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('+52 55 8765 0001')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/messaging/campaign/7/message-report')[0]?.body).toEqual({
      offset: 0,
      limit: 100,
      filters: { status: null },
    });

    await userEvent.click(screen.getAllByLabelText('Estado')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'No enviado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Procesar' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.names()[0]).toBe('campaign-messages.csv');
    downloads.restore();
    const text = await (downloads.files[0] as Blob).text();
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['Fecha,Teléfono,Estado', '2026-11-23T19:05:00.000Z,+525587650002,No enviado']);
  });
});
