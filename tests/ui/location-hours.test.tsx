import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HourOverrideEntry, HoursEntry } from '../../src/domain/contract/hours';
import { HOURS_MESSAGES as M } from '../../src/domain/rules/hours-rules';
import { backOfficeApi } from './helpers/back-office-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const HOURS: HoursEntry[] = [
  {
    id: 7,
    open_time: '09:00',
    close_time: '18:00',
    days_of_week: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    types: ['booking', 'waitlist'],
  },
];
const OVERRIDES: HourOverrideEntry[] = [
  { id: 3, date: '2030-12-25', open_time: null, close_time: null },
  { id: 4, date: '2030-12-24', open_time: '10:00', close_time: '14:00' },
];

const withoutId = ({ id: _id, ...entry }: HoursEntry) => entry;

const HOURS_PATH = '/v1/business/location/1/hours';
const OVERRIDES_PATH = '/v1/business/location/1/hour-overrides';

function serve() {
  let stored = OVERRIDES;
  return backOfficeApi(['business-manager'], {
    [`GET ${HOURS_PATH}`]: () => ({ body: { data: HOURS } }),
    [`PATCH ${HOURS_PATH}`]: (body) => ({
      body: {
        data: (body as { hours: object[] }).hours.map((entry, index) => ({ id: 20 + index, ...entry })),
      },
    }),
    [`GET ${OVERRIDES_PATH}`]: () => ({ body: { data: stored } }),
    [`PATCH ${OVERRIDES_PATH}`]: (body) => {
      stored = (body as { hours: Omit<HourOverrideEntry, 'id'>[] }).hours.map((entry, index) => ({
        id: 30 + index,
        ...entry,
      }));
      return { body: { data: stored } };
    },
  });
}

eachTestStarts({ signedIn: true });

/** The lazy screen's first render on a busy machine takes longer than findBy's default second. */
const LOAD = { timeout: 5000 };

describe('location hours (settings-location-hours)', { timeout: 30_000 }, () => {
  it('shows the errors under their inputs and sends nothing while the form is invalid', async () => {
    const api = serve();
    renderApp('/settings/hours');
    const close = await screen.findByLabelText('Cierra', {}, LOAD);
    await userEvent.selectOptions(close, '08:00');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reservaciones' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lista de espera' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(M.fixErrors)).toBeTruthy();
    expect(screen.getByText(M.openBeforeClose)).toBeTruthy();
    expect(screen.getByText(M.types)).toBeTruthy();
    expect(api.callsTo('PATCH', HOURS_PATH)).toHaveLength(0);
  });

  it('saves the whole weekly list and says so; a new entry starts 08:00–18:00 every day', async () => {
    const api = serve();
    renderApp('/settings/hours');
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar horario' }, LOAD));
    await userEvent.selectOptions(screen.getAllByLabelText('Abre')[0] as HTMLElement, '00:00');
    await userEvent.selectOptions(screen.getAllByLabelText('Cierra')[0] as HTMLElement, '00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(api.callsTo('PATCH', HOURS_PATH)[0]?.body).toEqual({
      hours: [
        { ...withoutId(HOURS[0] as HoursEntry), open_time: '00:00', close_time: '00:00' },
        {
          open_time: '08:00',
          close_time: '18:00',
          days_of_week: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
          types: ['service', 'booking', 'waitlist', 'delivery'],
        },
      ],
    });
  });

  it('asks "Confirmar salida" when leaving a changed form; staying keeps the change', async () => {
    serve();
    renderApp('/settings/hours');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Entrega a domicilio' }, LOAD));
    await userEvent.click(screen.getByRole('tab', { name: 'Especiales' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmar salida' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Entrega a domicilio' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('tab', { name: 'Especiales' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar salida' })).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    );
    expect(await screen.findByLabelText('Fecha', { selector: 'input[value="2030-12-24"]' })).toBeTruthy();
  });

  it('leaves a clean form without asking', async () => {
    serve();
    renderApp('/settings/hours');
    await screen.findByLabelText('Abre', {}, LOAD);
    await userEvent.click(screen.getByRole('tab', { name: 'Especiales' }));
    expect(await screen.findAllByLabelText('Fecha')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('special dates (settings-location-hour-overrides)', { timeout: 30_000 }, () => {
  it('lists the dates in order, closed ones without times; toggling gives 08:00–18:00 or one closed range', async () => {
    const api = serve();
    renderApp('/settings/hours/overrides');
    const switches = await screen.findAllByRole('switch', {}, LOAD);
    expect(screen.getAllByLabelText('Fecha').map((input) => (input as HTMLInputElement).value)).toEqual([
      '2030-12-24',
      '2030-12-25',
    ]);
    expect(screen.getAllByLabelText('Abre')).toHaveLength(1);

    await userEvent.click(switches[1] as HTMLElement); // 25th: open
    await userEvent.click(switches[0] as HTMLElement); // 24th: closed
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(api.callsTo('PATCH', OVERRIDES_PATH)[0]?.body).toEqual({
      hours: [
        { date: '2030-12-24', open_time: null, close_time: null },
        { date: '2030-12-25', open_time: '08:00', close_time: '18:00' },
      ],
    });
  });

  it('refuses a repeated date and overlapping ranges, and sends nothing', async () => {
    const api = serve();
    renderApp('/settings/hours/overrides');
    await screen.findAllByRole('switch', {}, LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar horario' }));
    const opens = screen.getAllByLabelText('Abre');
    const closes = screen.getAllByLabelText('Cierra');
    await userEvent.selectOptions(opens[1] as HTMLElement, '13:00');
    await userEvent.selectOptions(closes[1] as HTMLElement, '15:00');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar fecha' }));
    const dates = screen.getAllByLabelText('Fecha');
    await userEvent.type(dates[2] as HTMLElement, '2030-12-25');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(M.fixErrors)).toBeTruthy();
    expect(screen.getByText(M.overlap)).toBeTruthy();
    expect(screen.getByText(M.dateTaken)).toBeTruthy();
    expect(api.callsTo('PATCH', OVERRIDES_PATH)).toHaveLength(0);
  });
});
