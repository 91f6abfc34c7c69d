import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Contact, ContactImportResult } from '../../src/domain/contract/contacts';
import { backOfficeApi } from './helpers/back-office-api';
import { rejected } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const page = <T,>(data: T[], total = data.length) => ({
  body: { data, pagination: { total_items: total, limit: 20, offset: 0, count: data.length } },
});

const ANA: Contact = {
  id: 7,
  name: 'Ana Ruiz',
  phone: '+525511110001',
  email: 'ana@correo.mx',
  email_extra: null,
  status: 'active',
  tags: [{ id: 1, name: 'VIP' }],
  is_subscribed: true,
};
const TAGS = [
  { id: 1, name: 'VIP' },
  { id: 2, name: 'Frecuentes' },
];

function serve(roles: string[], handlers: Parameters<typeof backOfficeApi>[1] = {}) {
  return backOfficeApi(roles, {
    'POST /v1/contact/contact/search': () => page([ANA]),
    'POST /v1/contact/tag/search': () => page(TAGS),
    'POST /v1/messaging/message/search': () => page([]),
    ...handlers,
  });
}

// The area is its own lazy chunk: a loaded machine needs more than the default second.
const LOAD = { timeout: 10_000 };
/** The list's table row of a name (the phone cards repeat it: jsdom shows both). */
const tableRow = async (name: string) =>
  (await screen.findAllByText(name, {}, LOAD))
    .map((element) => element.closest('tr'))
    .find(Boolean) as HTMLElement;
const open = async (name: string) =>
  userEvent.click((await screen.findAllByRole('button', { name: `Abrir ${name}` }, LOAD))[0] as HTMLElement);
const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

eachTestStarts({ signedIn: true });

describe('Clientes (contact-contact-list)', { timeout: 30_000 }, () => {
  it('lists name, phone, groups, status and subscription; searches on Enter, not as one types', async () => {
    const api = serve(['contact-manager']);
    renderApp('/customers/items');
    const row = await tableRow('Ana Ruiz');
    expect(within(row).getByText('VIP')).toBeTruthy();
    expect(within(row).getByText('Activo')).toBeTruthy();
    expect(within(row).getByText('Sí')).toBeTruthy();
    expect(
      screen.getByText('Los clientes se comparten entre todas las ubicaciones de tu negocio.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Importar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cliente' })).toBeTruthy();

    const before = api.callsTo('POST', '/v1/contact/contact/search').length;
    await userEvent.type(screen.getByLabelText('Buscar por nombre o teléfono'), '5511');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo('POST', '/v1/contact/contact/search')).toHaveLength(before);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/v1/contact/contact/search').length).toBe(before + 1));
    expect(api.callsTo('POST', '/v1/contact/contact/search').at(-1)?.body).toEqual({
      limit: 20,
      offset: 0,
      filters: { $and: [{ $or: [{ name: { $contains: '5511' } }, { phone: { $contains: '5511' } }] }] },
      sort: ['name'],
    });
  });

  it('a reader sees the list without Importar or Cliente', async () => {
    serve(['contact-reader']);
    renderApp('/customers/items');
    await tableRow('Ana Ruiz');
    expect(screen.queryByRole('link', { name: 'Importar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cliente' })).toBeNull();
  });

  it('?create=1 opens the new customer dialog; empty e-mails go as null and a server refusal shows under its field', async () => {
    const api = serve(['contact-manager'], {
      'POST /v1/contact/contact': () => rejected('phone', 'Ya hay un cliente con este número.'),
    });
    renderApp('/customers/items?create=1');
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByText('Nuevo cliente')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingresa el nombre del cliente.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Nombre/), 'Beto');
    await userEvent.type(within(dialog).getByLabelText(/WhatsApp/), '5511110001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya hay un cliente con este número.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/contact/contact')[0]?.body).toEqual({
      name: 'Beto',
      phone: '5511110001',
      email: null,
      email_extra: null,
      status: 'active',
      tags: [],
    });
  });

  it("the dialog's 'Actividad y mensajes' shows the customer's messages, and says what the role cannot see", async () => {
    serve(['contact-manager'], {
      'POST /v1/messaging/message/search': () =>
        page([
          {
            id: 3,
            text: 'Tu mesa está lista',
            channel: 'sms',
            phone: ANA.phone,
            email: null,
            status: 'sent',
            delivery_status: 'delivered',
            error: null,
            segments: 1,
            credits: 1,
            created_at: '2026-11-20T18:00:00Z',
            scheduled_to: '2026-11-20T18:00:00Z',
            sent_at: '2026-11-20T18:00:01Z',
            failed_at: null,
            campaign_id: null,
            queueId: 4,
            recipient_contact_id: ANA.id,
          },
        ]),
    });
    renderApp('/customers/items');
    await open('Ana Ruiz');
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/WhatsApp/) as HTMLInputElement).value).toBe('+525511110001');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Actividad y mensajes' }));
    expect(await within(dialog).findByText('Tu mesa está lista')).toBeTruthy();
    expect(within(dialog).getByText('Enviado')).toBeTruthy();
    expect(within(dialog).getByText('Tu rol no permite ver la lista de espera.')).toBeTruthy();
    expect(within(dialog).getByText('Tu rol no permite ver las transacciones de lealtad.')).toBeTruthy();
  });

  it('shows visits and loyalty transactions of every location, each with its place', async () => {
    serve(['contact-manager', 'waitlist-manager', 'loyalty-manager'], {
      'POST /v1/messaging/message/search': () => page([]),
      [`GET /v1/contact/contact/${ANA.id}/visits`]: () => ({
        body: {
          data: [
            {
              id: 5,
              type: 'booking',
              status: 'pending',
              group_size: 4,
              booking_date: '2026-11-28T20:00:00.000Z',
              created_at: '2026-11-21T19:00:00.000Z',
              location: { id: 2, name: 'Sucursal Centro' },
            },
          ],
        },
      }),
      [`GET /v1/contact/contact/${ANA.id}/loyalty-transactions`]: () => ({
        body: {
          data: [
            {
              id: 9,
              code: 'VIAJE001',
              status: 'active',
              created_at: '2026-11-21T19:30:00.000Z',
              type: 'stampcard',
              sale_amount: 250,
              reference: null,
              input_method: 'phone',
              program: { id: 1, name: 'Tarjeta viajera' },
              contact: { id: ANA.id, name: ANA.name, phone: ANA.phone },
              user: null,
              cashback: null,
              stampcard: {
                current_quantity: 1,
                required_quantity: 5,
                completed: false,
                redeemed_reward: false,
              },
              canceled_at: null,
              location: { id: 3, name: 'Sucursal Sur' },
            },
          ],
        },
      }),
    });
    renderApp('/customers/items');
    await open('Ana Ruiz');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Actividad y mensajes' }));
    const visit = (await within(dialog).findByText('Sucursal Centro')).closest('tr') as HTMLElement;
    expect(within(visit).getByText('Reservación')).toBeTruthy();
    const sale = (await within(dialog).findByText('Sucursal Sur')).closest('tr') as HTMLElement;
    expect(within(sale).getByText('Tarjeta viajera (Tarjeta de sellos)')).toBeTruthy();
    expect(within(dialog).getByText('Aún no se le han enviado mensajes.')).toBeTruthy();
  });
});

describe('Grupos (contact-tag-list)', { timeout: 30_000 }, () => {
  it("'Nuevo grupo' and 'Editar grupo' save the name; a repeated name shows under the field", async () => {
    const api = serve(['contact-manager'], {
      'POST /v1/contact/tag': () => rejected('name', 'Ya existe un grupo con este nombre.'),
      'PATCH /v1/contact/tag/2': (body) => ({ body: { data: { id: 2, ...(body as object) } } }),
    });
    renderApp('/customers/tags');
    expect(
      await screen.findByText('Los grupos se comparten entre todas las ubicaciones de tu negocio.', {}, LOAD),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo grupo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nuevo grupo' });
    await userEvent.type(within(dialog).getByLabelText(/Nombre/), 'VIP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe un grupo con este nombre.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await open('Frecuentes');
    dialog = await screen.findByRole('dialog', { name: 'Editar grupo' });
    const name = within(dialog).getByLabelText(/Nombre/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Clientes frecuentes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/contact/tag/2')[0]?.body).toEqual({ name: 'Clientes frecuentes' });
  });
});

describe('Importar clientes (contact-contact-import)', { timeout: 30_000 }, () => {
  const SHEET =
    'Nombre\tWhatsApp\tCorreo electrónico\nAna Ruiz\t5511110001\tana@correo.mx\nBeto\t123\t\nCarla\t5511110003\t';

  it('starts with 7 empty rows; with nothing typed it says so and sends nothing', async () => {
    const api = serve(['contact-manager']);
    renderApp('/customers/import');
    await screen.findByLabelText('Nombre de la fila 7', {}, LOAD);
    expect(screen.queryByLabelText('Nombre de la fila 8')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar fila' }));
    expect(screen.getByLabelText('Nombre de la fila 8')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Importar clientes' }));
    expect(await screen.findByText('No hay datos para importar.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/contact/contact/import')).toHaveLength(0);
  });

  it('a pasted sheet fills the grid without its title row; the result shows counts and the row errors', async () => {
    const result: ContactImportResult = {
      ok_count: 2,
      error_count: 1,
      import_errors: [
        { row: 2, errors: { phone: ['Ingresa un número de 10 dígitos, o con + y la lada del país.'] } },
      ],
    };
    const api = serve(['contact-manager'], {
      'POST /v1/contact/contact/import': () => ({ body: { data: result } }),
    });
    renderApp('/customers/import');
    await userEvent.click(await screen.findByLabelText('Nombre de la fila 1', {}, LOAD));
    await userEvent.paste(SHEET);
    expect(cell('Nombre de la fila 1').value).toBe('Ana Ruiz');
    expect(cell('WhatsApp de la fila 2').value).toBe('123');
    expect(cell('Nombre de la fila 3').value).toBe('Carla');

    await userEvent.click(
      screen.getAllByLabelText('Grupos').find((element) => element.tagName === 'INPUT') as HTMLElement,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'VIP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Importar clientes' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Correctos:').textContent).toBe('Correctos: 2');
    expect(within(status).getByText('Con errores:').textContent).toBe('Con errores: 1');
    const errors = within(status).getByRole('table', { name: 'Filas con errores' });
    expect(within(errors).getByRole('row', { name: /2 Ingresa un número de 10 dígitos/ })).toBeTruthy();
    expect(await screen.findByText('Se importaron 2 clientes. 1 no pudieron ser importados.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/contact/contact/import')[0]?.body).toEqual({
      source: 'table',
      data: {
        columns: ['name', 'phone', 'email'],
        rows: [
          ['Ana Ruiz', '5511110001', 'ana@correo.mx'],
          ['Beto', '123', ''],
          ['Carla', '5511110003', ''],
        ],
      },
      tags: [1],
    });
  });

  it("'Borrar contenido' asks first, then empties the grid", async () => {
    serve(['contact-manager']);
    renderApp('/customers/import');
    await userEvent.click(await screen.findByLabelText('Nombre de la fila 1', {}, LOAD));
    await userEvent.paste(SHEET);
    await userEvent.click(screen.getByRole('button', { name: 'Borrar contenido' }));
    const confirm = await screen.findByRole('dialog', { name: 'Borrar contenido' });
    expect(cell('Nombre de la fila 1').value).toBe('Ana Ruiz');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, borrar' }));
    await waitFor(() => expect(cell('Nombre de la fila 1').value).toBe(''));
  });

  it('a full success says so and goes to the customers list', async () => {
    serve(['contact-manager'], {
      'POST /v1/contact/contact/import': () => ({
        body: { data: { ok_count: 1, error_count: 0, import_errors: [] } },
      }),
    });
    renderApp('/customers/import');
    await userEvent.type(await screen.findByLabelText('Nombre de la fila 1', {}, LOAD), 'Ana');
    await userEvent.type(cell('WhatsApp de la fila 1'), '5511110001');
    await userEvent.click(screen.getByRole('button', { name: 'Importar clientes' }));
    expect(await screen.findByText('Se importó un cliente.')).toBeTruthy();
    expect(await tableRow('Ana Ruiz')).toBeTruthy();
  });
});
