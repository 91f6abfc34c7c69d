import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOYALTY_MESSAGES, type LoyaltyProgram } from '../../src/domain/contract/loyalty';
import { backOfficeApi } from './helpers/back-office-api';
import { type Reply, rejected } from './helpers/fake-api';
import { phoneCard } from './helpers/phone-card';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const PROGRAMS = '/v1/loyalty/program';

function program(overrides: Partial<LoyaltyProgram> = {}): LoyaltyProgram {
  return {
    id: 1,
    type: 'cashback',
    name: 'Monedero Taquería',
    conditions: null,
    status: 'active',
    validity_days: 365,
    redeem_days: null,
    max_transacts_day: 3,
    min_purchase: 0,
    style_name_singular: 'Sello',
    style_name_plural: 'Sellos',
    style_icon: '⭐',
    filters: { product_ids: [], category_ids: [] },
    configuration: { percentage: 5, max_earn_amount: 50, required_quantity: null },
    created_at: '2026-11-01T18:00:00.000Z',
    updated_at: '2026-11-01T18:00:00.000Z',
    ...overrides,
  };
}

const CASHBACK = program();
const STAMPCARD = program({
  id: 2,
  type: 'stampcard',
  name: 'Tarjeta del taco',
  status: 'limited',
  redeem_days: 30,
  style_icon: '🌮',
  configuration: { percentage: null, max_earn_amount: null, required_quantity: 5 },
});

function serve({
  roles = ['loyalty-manager'],
  programs = [CASHBACK, STAMPCARD],
  create = (body: unknown): Reply => ({ body: { data: { ...program({ id: 9 }), ...(body as object) } } }),
  patch = (body: unknown): Reply => ({ body: { data: { ...STAMPCARD, ...(body as object) } } }),
}: {
  roles?: string[];
  programs?: LoyaltyProgram[];
  create?: (body: unknown) => Reply;
  patch?: (body: unknown) => Reply;
} = {}) {
  return backOfficeApi(roles, {
    [`GET ${PROGRAMS}`]: () => ({ body: { data: programs } }),
    [`POST ${PROGRAMS}`]: create,
    [`PATCH ${PROGRAMS}/2`]: patch,
  });
}

/** The first render of the file loads the loyalty chunk: give it longer than findBy's 1 s. */
async function programTable(): Promise<HTMLElement> {
  return screen.findByRole('table', {}, { timeout: 5000 });
}

/** Opens a program from the table's row button. */
async function openProgram(name: string) {
  await userEvent.click(within(await programTable()).getByRole('button', { name: `Abrir programa ${name}` }));
}

async function openDrawer() {
  // The first look loads the programs' lazy chunk: slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Crear programa' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Crear programa' });
}

/** An input by its label's exact text (a required mark aside); Mantine's Select is one too. */
function field(drawer: HTMLElement, label: string): HTMLInputElement {
  const found = within(drawer)
    .getAllByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`))
    .find((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA');
  if (!found) throw new Error(`no input labelled ${label}`);
  return found as HTMLInputElement;
}

/** Replaces a box's text at once (typing key by key is slow on a shared machine). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function choose(drawer: HTMLElement, label: string, option: string) {
  await userEvent.click(field(drawer, label));
  await userEvent.click(await within(drawer).findByRole('option', { name: option }));
}

eachTestStarts({ signedIn: true });

describe('loyalty programs list (loyalty-program-list)', { timeout: 15_000 }, () => {
  it('shows name, status, type and information of each program', async () => {
    serve();
    renderApp('/loyalty/programs');

    // Tablets and desktops get the table (phones get cards, hidden there by CSS).
    const table = await programTable();
    const cashback = within(table).getByText('Monedero Taquería').closest('tr') as HTMLElement;
    expect(within(cashback).getByText('Activo')).toBeTruthy();
    expect(within(cashback).getByText('Monedero (cashback)')).toBeTruthy();
    expect(within(cashback).getByText('5% de bonificación · máx. $50.00')).toBeTruthy();
    const stampcard = within(table).getByText('Tarjeta del taco').closest('tr') as HTMLElement;
    expect(within(stampcard).getByText('Limitado')).toBeTruthy();
    expect(within(stampcard).getByText('Tarjeta de sellos')).toBeTruthy();
    expect(within(stampcard).getByText('5 sellos')).toBeTruthy();
  });

  it('on a phone each program is a card with its status, type and information', async () => {
    serve();
    renderApp('/loyalty/programs');
    await programTable();

    const card = phoneCard('button', 'Abrir programa Tarjeta del taco');
    expect(within(card).getByText('Limitado')).toBeTruthy();
    expect(within(card).getByText('Tarjeta de sellos')).toBeTruthy();
    expect(within(card).getByText('5 sellos')).toBeTruthy();
    await userEvent.click(card);
    expect(await screen.findByRole('dialog', { name: 'Tarjeta del taco' })).toBeTruthy();
  });

  it('says so when there are no programs yet', async () => {
    serve({ programs: [] });
    renderApp('/loyalty/programs');
    expect(await screen.findByText('Aún no hay programas de lealtad.')).toBeTruthy();
  });

  it('a reader sees the list without "Crear programa", and create=1 does not open the editor', async () => {
    serve({ roles: ['loyalty-reader'] });
    const { router } = renderApp('/loyalty/programs?create=1');
    expect(within(await programTable()).getByText('Monedero Taquería')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('button', { name: 'Crear programa' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('create=1 opens the editor for a new program and is then cleared from the address', async () => {
    serve();
    const { router } = renderApp('/loyalty/programs?create=1');
    expect(await screen.findByRole('dialog', { name: 'Crear programa' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/loyalty/programs');
    expect(screen.getByRole('dialog', { name: 'Crear programa' })).toBeTruthy();
  });
});

// Each case fills a drawer of Mantine inputs: slow on a shared 2-core machine.
describe('program editor (01 §5.1)', { timeout: 15_000 }, () => {
  it('asks for a program type before sending anything', async () => {
    const api = serve();
    renderApp('/loyalty/programs');
    const drawer = await openDrawer();
    await fill(field(drawer, 'Nombre'), 'Monedero');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    expect(await within(drawer).findByText(LOYALTY_MESSAGES.typeRequired)).toBeTruthy();
    expect(api.callsTo('POST', PROGRAMS)).toHaveLength(0);
  });

  it('sends a cashback program with max earn 0 as null and no stamp fields', async () => {
    const api = serve();
    renderApp('/loyalty/programs');
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('radio', { name: /Monedero \(cashback\)/ }));
    expect(within(drawer).queryByText('Sellos para completar la tarjeta')).toBeNull();
    await fill(field(drawer, 'Nombre'), 'Monedero Centro');
    await choose(drawer, 'Porcentaje de bonificación', '7.5%');
    await fill(field(drawer, 'Bonificación máxima'), '0');
    await choose(drawer, 'Vigencia', '6 meses');
    await choose(drawer, 'Límite de uso', 'Uno al día');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
    const body = api.callsTo('POST', PROGRAMS)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'cashback',
      name: 'Monedero Centro',
      conditions: null,
      validity_days: 180,
      max_transacts_day: 1,
      min_purchase: 0,
      redeem_days: null,
    });
    expect(body.configuration).toEqual({ percentage: 7.5, max_earn_amount: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads money typed with cents and saved with Enter (issue 17 §6)', async () => {
    const api = serve();
    renderApp('/loyalty/programs');
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('radio', { name: /Monedero \(cashback\)/ }));
    await fill(field(drawer, 'Nombre'), 'Monedero Centro');
    await choose(drawer, 'Porcentaje de bonificación', '5%');
    await fill(field(drawer, 'Bonificación máxima'), '1,000.50');
    await choose(drawer, 'Vigencia', '6 meses');
    await choose(drawer, 'Límite de uso', 'Uno al día');
    await fill(field(drawer, 'Compra mínima'), '50.00');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(api.callsTo('POST', PROGRAMS)).toHaveLength(1));
    const body = api.callsTo('POST', PROGRAMS)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ min_purchase: 50 });
    expect(body.configuration).toEqual({ percentage: 5, max_earn_amount: 1000.5 });
  });

  it('sends a stamp card with its quantity, names and emoji, and no percentage', async () => {
    const api = serve();
    renderApp('/loyalty/programs');
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('radio', { name: /Tarjeta de sellos/ }));
    expect(within(drawer).queryByText('Porcentaje de bonificación')).toBeNull();
    await fill(field(drawer, 'Nombre'), 'Tarjeta café');
    await fill(field(drawer, 'Condiciones'), 'Solo bebidas');
    await choose(drawer, 'Sellos para completar la tarjeta', '8');
    await choose(drawer, 'Días para canjear el premio', '60 días');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Usar ☕' }));
    const plural = field(drawer, 'Nombre del sello (plural)');
    await fill(plural, 'Cafés');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('POST', PROGRAMS)).toHaveLength(1));
    expect(api.callsTo('POST', PROGRAMS)[0]?.body).toMatchObject({
      type: 'stampcard',
      name: 'Tarjeta café',
      conditions: 'Solo bebidas',
      redeem_days: 60,
      style_name_singular: 'Sello',
      style_name_plural: 'Cafés',
      style_icon: '☕',
      configuration: { required_quantity: 8 },
    });
    const sent = api.callsTo('POST', PROGRAMS)[0]?.body as { configuration: object };
    expect(sent.configuration).toEqual({ required_quantity: 8 });
  });

  it('editing keeps type and quantity disabled and sends neither', async () => {
    const api = serve();
    renderApp('/loyalty/programs');
    await openProgram('Tarjeta del taco');
    const drawer = await screen.findByRole('dialog', { name: 'Tarjeta del taco' });

    for (const radio of within(drawer).getAllByRole('radio', { name: /Monedero|Tarjeta de sellos/ })) {
      expect(radio.hasAttribute('disabled') || radio.getAttribute('data-disabled') === 'true').toBe(true);
    }
    const quantity = field(drawer, 'Sellos para completar la tarjeta');
    expect(quantity.disabled).toBe(true);
    const name = field(drawer, 'Nombre');
    await fill(name, 'Tarjeta del taco 2');
    await userEvent.click(within(drawer).getByRole('radio', { name: /Activo/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
    const body = api.callsTo('PATCH', `${PROGRAMS}/2`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Tarjeta del taco 2', status: 'active', style_icon: '🌮' });
    expect(body).not.toHaveProperty('type');
    expect(body).not.toHaveProperty('configuration');
  });

  it('choosing Cancelado asks first and then sends the status', async () => {
    const api = serve();
    renderApp('/loyalty/programs');
    await openProgram('Tarjeta del taco');
    const drawer = await screen.findByRole('dialog', { name: 'Tarjeta del taco' });
    await userEvent.click(within(drawer).getByRole('radio', { name: /Cancelado/ }));

    const ask = within(drawer).getByRole('alertdialog');
    expect(ask.textContent).toContain(
      'El progreso de los clientes se perderá y el programa no podrá reactivarse.',
    );
    expect((within(drawer).getByRole('radio', { name: /Cancelado/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Sí, cancelar el programa' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('PATCH', `${PROGRAMS}/2`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${PROGRAMS}/2`)[0]?.body).toMatchObject({ status: 'canceled' });
  });

  it('a canceled program opens read-only', async () => {
    serve({ programs: [{ ...STAMPCARD, status: 'canceled' }] });
    renderApp('/loyalty/programs');
    await openProgram('Tarjeta del taco');
    const drawer = await screen.findByRole('dialog', { name: 'Tarjeta del taco' });
    expect(within(drawer).getByText('Programa cancelado')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(field(drawer, 'Nombre').disabled).toBe(true);
  });

  it('shows a server error on a nested configuration field under that field', async () => {
    serve({
      create: () =>
        rejected('configuration.percentage', LOYALTY_MESSAGES.percentage, 'Los datos no son válidos.'),
    });
    renderApp('/loyalty/programs');
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('radio', { name: /Monedero \(cashback\)/ }));
    await fill(field(drawer, 'Nombre'), 'Monedero');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    const percentage = field(drawer, 'Porcentaje de bonificación');
    await waitFor(() => expect(percentage.getAttribute('aria-invalid')).toBe('true'));
    expect(within(drawer).getByText(LOYALTY_MESSAGES.percentage)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Crear programa' })).toBeTruthy();
  });

  it('a refusal on a field the editor does not show comes as a message, and the editor stays open', async () => {
    serve({
      patch: () => rejected('filters.product_ids', 'Producto no encontrado.', 'Los datos no son válidos.'),
    });
    renderApp('/loyalty/programs');
    await openProgram('Tarjeta del taco');
    const drawer = await screen.findByRole('dialog', { name: 'Tarjeta del taco' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Producto no encontrado.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Tarjeta del taco' })).toBeTruthy();
  });
});
