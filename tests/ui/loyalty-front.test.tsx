import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyComplete, LoyaltyPrepare, LoyaltyProgram } from '../../src/domain/contract/loyalty';
import type { Role } from '../../src/domain/roles';
import { backOfficeApi } from './helpers/back-office-api';
import { type Reply, rejected } from './helpers/fake-api';
import { clearMediaDevices, decoded, fakeCamera, stubMediaDevices } from './helpers/loyalty-camera';
import {
  cashbackProgram,
  completed,
  loyaltyTransaction,
  prepared,
  stampProgram,
} from './helpers/loyalty-fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

type DecodeCallback = (result: unknown, error: unknown, controls: { stop: () => void }) => void;

/** The QR decoder, in place of @zxing/browser (jsdom plays no video): each test says what it reads. */
const zxing = vi.hoisted(() => ({
  decodeFromStream: vi.fn<(stream: unknown, video: unknown, callback: DecodeCallback) => Promise<unknown>>(),
  devices: [] as { deviceId: string; label: string }[],
}));

vi.mock('@zxing/browser', () => ({
  BrowserQRCodeReader: class {
    decodeFromStream = zxing.decodeFromStream;
  },
  BrowserCodeReader: { listVideoInputDevices: async () => zxing.devices },
}));

// Each test types whole sales into the dialogs: on a busy 2-core machine that can pass 5 s.
vi.setConfig({ testTimeout: 15_000 });

interface ServeOptions {
  roles?: Role[];
  programs?: LoyaltyProgram[];
  prepare?: () => Reply;
  complete?: () => Reply;
}

function serve({
  roles = ['loyalty-employee'],
  programs = [cashbackProgram()],
  ...calls
}: ServeOptions = {}) {
  return backOfficeApi(roles, {
    'GET /v1/loyalty/program/available': () => ({ body: { data: programs } }),
    'POST /v1/loyalty/transaction/prepare': calls.prepare ?? (() => ({ body: { data: prepared() } })),
    'POST /v1/loyalty/transaction/complete': calls.complete ?? (() => ({ body: { data: completed() } })),
  });
}

/** A refusal whose summary is the field's own message (the dialog shows it as it is). */
const refused = (field: string, message: string): Reply => rejected(field, message, message);

/** The first look also loads the loyalty area's lazy chunk: slower when a test runs alone. */
async function programCard(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name: new RegExp(name) }, { timeout: 10_000 });
}

/** Opens 'Teléfono o código' of a program and types into it. */
async function typeInput(programName: string, text: string) {
  await userEvent.click(
    within(await programCard(programName)).getByRole('button', { name: 'Teléfono o código' }),
  );
  const input = await screen.findByRole('textbox', { name: 'Teléfono o código' });
  await userEvent.type(input, text);
  return input as HTMLInputElement;
}

/** From the front to the transaction dialog by code, with `answer` as prepare's data. */
async function openTransaction(answer: LoyaltyPrepare, options: ServeOptions = {}) {
  const api = serve({ programs: [answer.program], prepare: () => ({ body: { data: answer } }), ...options });
  renderApp('/loyalty');
  await typeInput(answer.program.name, '123456{Enter}');
  const dialog = await screen.findByRole('dialog', { name: answer.program.name });
  return { api, dialog };
}

function saleInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByRole('textbox', { name: /Monto de la venta/ }) as HTMLInputElement;
}

/** The submit button, whose words change with the amounts. */
function confirmButton(dialog: HTMLElement): HTMLElement {
  return dialog.querySelector('button[type="submit"]') as HTMLElement;
}

eachTestStarts({ signedIn: true });

afterEach(() => {
  clearMediaDevices();
  zxing.decodeFromStream.mockReset();
  zxing.devices = [];
});

describe('the available programs (01 §2.2)', () => {
  it('shows each program’s name, type, figure, minimum purchase and conditions on demand', async () => {
    serve({
      roles: ['loyalty-manager'],
      programs: [
        cashbackProgram({ conditions: 'No aplica en bebidas.' }),
        stampProgram({ configuration: { percentage: null, max_earn_amount: null, required_quantity: 8 } }),
      ],
    });
    renderApp('/loyalty');

    const cashback = await programCard('Monedero Taquero');
    expect(screen.getByRole('heading', { level: 1, name: 'Lealtad' })).toBeTruthy();
    expect(document.title).toBe('Lealtad · Mostrador');
    expect(within(cashback).getByText('Monedero (cashback)')).toBeTruthy();
    expect(within(cashback).getByText('5% de cashback')).toBeTruthy();
    expect(within(cashback).queryByText(/Compra mínima/)).toBeNull();
    expect(within(cashback).queryByText('No aplica en bebidas.')).toBeNull();
    await userEvent.click(within(cashback).getByRole('button', { name: 'Ver condiciones' }));
    expect(within(cashback).getByText('No aplica en bebidas.')).toBeTruthy();
    expect(within(cashback).getByRole('button', { name: 'Ocultar condiciones' })).toBeTruthy();

    const stamps = await programCard('Tarjeta de tacos');
    expect(within(stamps).getByText('Tarjeta de sellos')).toBeTruthy();
    expect(within(stamps).getByText('8 sellos')).toBeTruthy();
    expect(within(stamps).getByText('Compra mínima $80.00')).toBeTruthy();
    expect(within(stamps).queryByRole('button', { name: 'Ver condiciones' })).toBeNull();

    expect(screen.getByRole('link', { name: 'Transacciones' }).getAttribute('href')).toBe(
      '/loyalty/transactions',
    );
    expect(screen.getByRole('link', { name: 'Programas' }).getAttribute('href')).toBe('/loyalty/programs');
  });

  it('with no programs offers "Crear programa" to whoever may write programs', async () => {
    serve({ roles: ['loyalty-manager'], programs: [] });
    renderApp('/loyalty');

    expect(await screen.findByText('Aún no hay programas de lealtad.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear programa' }).getAttribute('href')).toBe(
      '/loyalty/programs?create=1',
    );
  });

  it('a cashier with no programs is told to ask a manager, without the create link', async () => {
    serve({ roles: ['loyalty-employee'], programs: [] });
    renderApp('/loyalty');

    expect(
      await screen.findByText('Pide a quien administra el negocio que cree un programa de lealtad.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Crear programa' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Programas' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reporte' })).toBeNull();
  });

  it('a loyalty-reader sees the programs but no transaction buttons', async () => {
    serve({ roles: ['loyalty-reader'], programs: [cashbackProgram(), stampProgram()] });
    renderApp('/loyalty');

    expect(await programCard('Tarjeta de tacos')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Escanear QR' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Teléfono o código' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reporte' })).toBeNull();
  });

  it('links the loyalty report for whoever sees the stats', async () => {
    serve({ roles: ['loyalty-reader', 'business-reader'], programs: [cashbackProgram()] });
    renderApp('/loyalty');

    expect(await programCard('Monedero Taquero')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reporte' }).getAttribute('href')).toBe(
      '/loyalty/loyalty-report',
    );
  });

  it('a failed load says so with a retry', async () => {
    backOfficeApi(['loyalty-employee'], {
      'GET /v1/loyalty/program/available': () => ({ status: 500, body: { message: 'Falló el servidor.' } }),
    });
    renderApp('/loyalty');

    expect(
      await screen.findByText('No se pudieron cargar los programas', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('the phone-or-code dialog (01 §5.1)', () => {
  it('keeps only digits and +, and refuses 9 digits without calling prepare', async () => {
    const api = serve();
    renderApp('/loyalty');
    const input = await typeInput('Monedero Taquero', 'ab55 1234-567x{Enter}');

    expect(input.value).toBe('551234567');
    expect(
      await screen.findByText('Ingresa un teléfono de 10 dígitos o con prefijo internacional (+52...).'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/v1/loyalty/transaction/prepare')).toHaveLength(0);
  });

  it('sends 10 digits as a phone with the +52 prefix', async () => {
    const api = serve();
    renderApp('/loyalty');
    await typeInput('Monedero Taquero', '5512345678');

    expect(screen.getByText('Se buscará el teléfono +525512345678')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/loyalty/transaction/prepare')[0]?.body).toEqual({
        program_id: 1,
        input_method: 'phone',
        input_value: '+525512345678',
      }),
    );
  });

  it('keeps a typed international prefix', async () => {
    const api = serve();
    renderApp('/loyalty');
    await typeInput('Monedero Taquero', '+5215512345678{Enter}');

    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/loyalty/transaction/prepare')[0]?.body).toMatchObject({
        input_method: 'phone',
        input_value: '+5215512345678',
      }),
    );
  });

  it('sends exactly 6 digits as a code (Enter submits)', async () => {
    const api = serve();
    renderApp('/loyalty');
    await typeInput('Monedero Taquero', '123456{Enter}');

    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/loyalty/transaction/prepare')[0]?.body).toEqual({
        program_id: 1,
        input_method: 'code',
        input_value: '123456',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Monedero Taquero' })).toBeTruthy();
  });

  it('refuses a short code with the code message', async () => {
    const api = serve();
    renderApp('/loyalty');
    await typeInput('Monedero Taquero', '1234{Enter}');

    expect(await screen.findByText('El código debe tener 6 dígitos.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/loyalty/transaction/prepare')).toHaveLength(0);
  });

  it('a failed prepare closes the dialog and shows why', async () => {
    serve({
      prepare: () =>
        refused(
          'input_value',
          'El código no es válido o ya expiró. Pide al cliente que actualice su tarjeta.',
        ),
    });
    renderApp('/loyalty');
    await typeInput('Monedero Taquero', '999999{Enter}');

    expect(
      await screen.findByText(
        'El código no es válido o ya expiró. Pide al cliente que actualice su tarjeta.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the scanner dialog', () => {
  /** Taps 'Escanear QR' on the program's card. */
  async function tapScan() {
    const api = serve();
    renderApp('/loyalty');
    await userEvent.click(
      within(await programCard('Monedero Taquero')).getByRole('button', { name: 'Escanear QR' }),
    );
    return api;
  }

  async function openScanner() {
    const api = await tapScan();
    return { api, scanner: await screen.findByTestId('qr-scanner') };
  }

  it('says there is no camera when the device has none', async () => {
    stubMediaDevices(undefined);
    const { scanner } = await openScanner();

    expect((await within(scanner).findByRole('alert')).textContent).toContain(
      'No se encontró ninguna cámara en este dispositivo.',
    );
    expect(scanner.dataset.state).toBe('problem');
  });

  it('asks for the permission when it is denied, and "Escribir código" goes to the typed code', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    stubMediaDevices({ getUserMedia });
    const { scanner } = await openScanner();

    expect((await within(scanner).findByRole('alert')).textContent).toContain(
      'Permite el acceso a la cámara para escanear el código.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Escribir código' }));
    expect(await screen.findByRole('textbox', { name: 'Teléfono o código' })).toBeTruthy();
    expect(screen.queryByTestId('qr-scanner')).toBeNull();
  });

  it('opens the rear camera and releases it as soon as the dialog closes', async () => {
    zxing.decodeFromStream.mockImplementation(() => new Promise(() => undefined));
    const camera = fakeCamera();
    const { scanner } = await openScanner();

    await waitFor(() =>
      expect(camera.getUserMedia).toHaveBeenCalledWith({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      }),
    );
    expect(within(scanner).getByLabelText('Vista de la cámara').tagName).toBe('VIDEO');
    expect(camera.tracks[0]?.stop).not.toHaveBeenCalled();
    await userEvent.click(within(scanner).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByTestId('qr-scanner')).toBeNull();
    await waitFor(() => expect(camera.tracks[0]?.stop).toHaveBeenCalled());
  });

  it('a read 6-digit code prepares by code and the camera goes off', async () => {
    zxing.decodeFromStream.mockImplementation(async (_stream, _video, callback) => {
      setTimeout(() => callback(decoded('654321'), undefined, { stop: vi.fn() }), 10);
      return { stop: vi.fn() };
    });
    const camera = fakeCamera();
    // The scanner closes on its read, 10 ms after the camera starts: waiting to see it could miss it.
    const api = await tapScan();

    expect(await screen.findByRole('dialog', { name: 'Monedero Taquero' })).toBeTruthy();
    expect(api.callsTo('POST', '/v1/loyalty/transaction/prepare')[0]?.body).toEqual({
      program_id: 1,
      input_method: 'code',
      input_value: '654321',
    });
    expect(camera.tracks[0]?.stop).toHaveBeenCalled();
  });

  it('a QR that is not a 6-digit code asks to come closer or type it', async () => {
    zxing.decodeFromStream.mockImplementation(async (_stream, _video, callback) => {
      setTimeout(() => callback(decoded('https://example.com'), undefined, { stop: vi.fn() }), 10);
      return { stop: vi.fn() };
    });
    fakeCamera();
    const { api, scanner } = await openScanner();

    expect((await within(scanner).findByRole('alert')).textContent).toContain(
      'No se pudo leer el código. Acerca la tarjeta o escribe el código.',
    );
    expect(api.callsTo('POST', '/v1/loyalty/transaction/prepare')).toHaveLength(0);
  });

  it('switches to the next camera and turns the torch on when there is one', async () => {
    zxing.decodeFromStream.mockImplementation(async () => ({ stop: vi.fn() }));
    zxing.devices = [
      { deviceId: 'rear', label: 'Trasera' },
      { deviceId: 'front', label: 'Frontal' },
    ];
    const camera = fakeCamera({ torch: true });
    const { scanner } = await openScanner();

    await userEvent.click(await within(scanner).findByRole('button', { name: 'Encender linterna' }));
    expect(camera.tracks[0]?.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    expect(await within(scanner).findByRole('button', { name: 'Apagar linterna' })).toBeTruthy();

    await userEvent.click(within(scanner).getByRole('button', { name: 'Cambiar cámara' }));
    await waitFor(() =>
      expect(camera.getUserMedia).toHaveBeenLastCalledWith({
        video: { deviceId: { exact: 'front' } },
        audio: false,
      }),
    );
    expect(camera.tracks[0]?.stop).toHaveBeenCalled();
  });
});

describe('the transaction dialog (01 §2.2, §5.1)', () => {
  it('shows the customer and balance, and refuses an empty sale with the spec wording', async () => {
    const { api, dialog } = await openTransaction(prepared());

    expect(within(dialog).getByText('Lucía Hernández')).toBeTruthy();
    expect(within(dialog).getByText('+52 55 1234 5678')).toBeTruthy();
    expect(within(dialog).getByText('Saldo disponible $120.00')).toBeTruthy();
    expect(confirmButton(dialog).textContent).toBe('Confirmar');
    await userEvent.click(confirmButton(dialog));

    expect(within(dialog).getByText('el monto de la venta debe ser mayor a cero')).toBeTruthy();
    expect(saleInput(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/v1/loyalty/transaction/complete')).toHaveLength(0);
  });

  it('refuses a sale below the program’s minimum', async () => {
    const { api, dialog } = await openTransaction(
      prepared({
        program: stampProgram(),
        progress: { user_balance: 0, current_quantity: 2, required_quantity: 5, rewards: [] },
      }),
    );
    await userEvent.type(saleInput(dialog), '79.99{Enter}');

    expect(within(dialog).getByText('el monto de la venta debe ser mayor o igual al mínimo')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/loyalty/transaction/complete')).toHaveLength(0);
  });

  it('the wallet is at most the sale; "Usar saldo" fills it and the wallet pays it all', async () => {
    const { dialog } = await openTransaction(prepared());
    await userEvent.type(saleInput(dialog), '100');

    expect(within(dialog).getByText('Máximo $100.00')).toBeTruthy();
    expect(confirmButton(dialog).textContent).toBe('Recibir $100.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usar saldo' }));

    const wallet = within(dialog).getByRole('textbox', { name: 'Pagar con monedero' }) as HTMLInputElement;
    expect(wallet.value).toBe('$100');
    expect(within(dialog).getByText('Recibe $0.00')).toBeTruthy();
    expect(confirmButton(dialog).textContent).toBe('Pagar con monedero');
  });

  it('the wallet is at most the balance; the rest is received in money', async () => {
    const { api, dialog } = await openTransaction(prepared());
    expect(within(dialog).getByText('Máximo $120.00')).toBeTruthy();
    await userEvent.type(saleInput(dialog), '200');

    expect(within(dialog).getByText('Máximo $120.00')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usar saldo' }));
    expect(within(dialog).getByText('Recibe $80.00')).toBeTruthy();
    expect(within(dialog).getByText('Gana $4.00 de cashback')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Referencia' }), 'Ticket 88');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recibir $80.00' }));

    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/loyalty/transaction/complete')[0]?.body).toEqual({
        program_id: 1,
        contact_id: 5,
        contact_name: null,
        contact_phone: '+525512345678',
        auth_code: '123456',
        type: 'cashback',
        sale_amount: 200,
        reference: 'Ticket 88',
        withdraw_amount: 120,
        redeem_reward: false,
      }),
    );
  });

  it('amounts typed with cents count while typing and go as typed on Enter (issue 17 §6)', async () => {
    const { api, dialog } = await openTransaction(prepared());
    await userEvent.type(saleInput(dialog), '200.00');
    const wallet = within(dialog).getByRole('textbox', { name: 'Pagar con monedero' });
    await userEvent.type(wallet, '50.00');

    expect(document.activeElement).toBe(wallet);
    expect(confirmButton(dialog).textContent).toBe('Recibir $150.00');
    expect(within(dialog).getByText('Gana $7.50 de cashback')).toBeTruthy();
    await userEvent.type(wallet, '{Enter}');

    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/loyalty/transaction/complete')[0]?.body).toMatchObject({
        sale_amount: 200,
        withdraw_amount: 50,
      }),
    );
  });

  it.each([
    ['150.00', 150],
    ['150.5', 150.5],
    ['1,500.00', 1500],
  ])('a sale typed %j then Enter is sent as %d', async (typed, amount) => {
    const { api, dialog } = await openTransaction(prepared({ auth_code: null }));
    await userEvent.type(saleInput(dialog), `${typed}{Enter}`);

    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/loyalty/transaction/complete')[0]?.body).toMatchObject({
        sale_amount: amount,
        withdraw_amount: 0,
      }),
    );
    expect(within(dialog).queryByText('el monto de la venta debe ser mayor a cero')).toBeNull();
  });

  it('a wallet amount over the balance is refused on its field', async () => {
    const { api, dialog } = await openTransaction(prepared());
    await userEvent.type(saleInput(dialog), '500');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pagar con monedero' }), '130{Enter}');

    expect(
      within(dialog).getByText('El monto del monedero no puede ser mayor al saldo disponible.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/v1/loyalty/transaction/complete')).toHaveLength(0);
  });

  it('an empty wallet offers no wallet payment', async () => {
    const { dialog } = await openTransaction(
      prepared({ progress: { user_balance: 0, current_quantity: 0, required_quantity: null, rewards: [] } }),
    );
    await userEvent.type(saleInput(dialog), '150');

    expect(within(dialog).getByText('Saldo disponible $0.00')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Pagar con monedero' })).toBeNull();
    expect(confirmButton(dialog).textContent).toBe('Recibir $150.00');
  });

  it('a customer found by phone cannot pay with the wallet', async () => {
    const { dialog } = await openTransaction(prepared({ auth_code: null }));
    await userEvent.type(saleInput(dialog), '150');

    expect(within(dialog).queryByRole('textbox', { name: 'Pagar con monedero' })).toBeNull();
    expect(
      within(dialog).getByText('Para pagar con monedero escanea el código de la tarjeta del cliente.'),
    ).toBeTruthy();
    expect(confirmButton(dialog).textContent).toBe('Recibir $150.00');
  });

  it('a new customer by phone needs a name, sent as contact_name', async () => {
    const { api, dialog } = await openTransaction(
      prepared({ recipient: { id: null, name: '', phone: '+525598765432' }, auth_code: null }),
    );
    expect(within(dialog).getByText('Cliente nuevo')).toBeTruthy();
    await userEvent.type(saleInput(dialog), '90{Enter}');
    expect(within(dialog).getByText('Ingresa el nombre del cliente.')).toBeTruthy();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Nombre del cliente/ }),
      'Pedro Ruiz{Enter}',
    );
    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/loyalty/transaction/complete')[0]?.body).toMatchObject({
        contact_id: null,
        contact_name: 'Pedro Ruiz',
        contact_phone: '+525598765432',
        auth_code: null,
        withdraw_amount: 0,
      }),
    );
  });

  it('a stamp card draws its stamps, offers an open reward and says "Confirmar"', async () => {
    const { api, dialog } = await openTransaction(
      prepared({
        program: stampProgram(),
        progress: {
          user_balance: 0,
          current_quantity: 2,
          required_quantity: 5,
          rewards: [{ id: 4, expires_at: '2026-12-20T18:00:00.000Z' }],
        },
      }),
    );

    const stamps = within(dialog).getByRole('img', { name: '2 de 5 sellos' });
    expect(stamps.textContent).toBe('🌮'.repeat(5));
    expect(within(dialog).getByText('Premio disponible')).toBeTruthy();
    expect(within(dialog).getByText('Vence el 20 de diciembre de 2026')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Pagar con monedero' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Canjear premio' }));
    await userEvent.type(saleInput(dialog), '80');
    expect(confirmButton(dialog).textContent).toBe('Confirmar');
    await userEvent.click(confirmButton(dialog));

    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/loyalty/transaction/complete')[0]?.body).toMatchObject({
        program_id: 2,
        type: 'stampcard',
        sale_amount: 80,
        withdraw_amount: 0,
        redeem_reward: true,
      }),
    );
  });

  it('shows a server error on sale_amount under that field and keeps the dialog open', async () => {
    const { dialog } = await openTransaction(prepared(), {
      complete: () => refused('sale_amount', 'El monto de la venta no puede ser mayor a $10,000,000.'),
    });
    await userEvent.type(saleInput(dialog), '100{Enter}');

    const message = await within(dialog).findByText('El monto de la venta no puede ser mayor a $10,000,000.');
    expect(saleInput(dialog).getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('dialog', { name: 'Monedero Taquero' })).toBeTruthy();
  });

  it('shows a refusal that names no field of the dialog in its alert', async () => {
    const { dialog } = await openTransaction(prepared(), {
      complete: () =>
        refused('contact_id', 'El cliente ya alcanzó el límite de 3 transacciones de hoy en este programa.'),
    });
    await userEvent.type(saleInput(dialog), '100{Enter}');

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'El cliente ya alcanzó el límite de 3 transacciones de hoy en este programa.',
    );
  });
});

describe('the success alert (01 §8)', () => {
  async function completeWith(result: LoyaltyComplete, answer: LoyaltyPrepare = prepared()) {
    const { api, dialog } = await openTransaction(answer, { complete: () => ({ body: { data: result } }) });
    await userEvent.type(saleInput(dialog), '100{Enter}');
    const success = await screen.findByRole('dialog', { name: 'Transacción realizada' });
    return { api, success };
  }

  it('says the customer gets a WhatsApp message with their balance, and refreshes the programs', async () => {
    const { api, success } = await completeWith(completed());

    expect(
      within(success).getByText('El cliente recibirá un mensaje de WhatsApp con su saldo.'),
    ).toBeTruthy();
    expect(within(success).getByText('Saldo disponible $130.00')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Monedero Taquero' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET', '/v1/loyalty/program/available')).toHaveLength(2));
    await userEvent.click(within(success).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uses the reward wording when the stamp card completes', async () => {
    const { success } = await completeWith(
      completed({
        transaction: loyaltyTransaction({ type: 'stampcard', cashback: null }),
        progress: { user_balance: 0, current_quantity: 0, required_quantity: 5, rewards: [] },
        reward_granted: true,
      }),
      prepared({
        program: stampProgram({ min_purchase: 0 }),
        progress: { user_balance: 0, current_quantity: 4, required_quantity: 5, rewards: [] },
      }),
    );

    expect(
      within(success).getByText(
        'El cliente completó su tarjeta y recibirá un mensaje de WhatsApp con su premio.',
      ),
    ).toBeTruthy();
  });

  it('a stamp that does not complete the card speaks of the customer’s progress', async () => {
    const { success } = await completeWith(
      completed({
        transaction: loyaltyTransaction({ type: 'stampcard', cashback: null }),
        progress: { user_balance: 0, current_quantity: 3, required_quantity: 5, rewards: [] },
      }),
      prepared({
        program: stampProgram({ min_purchase: 0 }),
        progress: { user_balance: 0, current_quantity: 2, required_quantity: 5, rewards: [] },
      }),
    );

    expect(
      within(success).getByText('El cliente recibirá un mensaje de WhatsApp con su avance.'),
    ).toBeTruthy();
    expect(within(success).getByText('3 de 5 en la tarjeta actual')).toBeTruthy();
  });

  it('says no message went out when there are no message credits', async () => {
    const { success } = await completeWith(completed({ message: 'no_balance' }));

    expect(within(success).getByText('No se envió el mensaje: no hay créditos de mensajes.')).toBeTruthy();
    expect(within(success).queryByText(/recibirá un mensaje de WhatsApp/)).toBeNull();
  });
});
