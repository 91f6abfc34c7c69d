import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WAITLIST_SETTINGS, type WaitlistSettings } from '../../src/domain/contract/settings';
import { WAITLIST_CONFIGURATION_MESSAGES as M } from '../../src/domain/contract/waitlist-configuration';
import { backOfficeApi } from './helpers/back-office-api';
import type { Reply } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const SAVED: WaitlistSettings = DEFAULT_WAITLIST_SETTINGS;
const PATH = '/v1/waitlist/configuration';
/** The settings page is a lazy chunk: its first render may take longer than a find's default second. */
const FIRST_SCREEN = { timeout: 5_000 };

function serve(
  roles: string[] = ['waitlist-manager'],
  patch = (body: unknown): Reply => ({ body: { data: { ...SAVED, ...(body as object) } } }),
) {
  return backOfficeApi(roles, {
    [`GET ${PATH}`]: () => ({ body: { data: SAVED } }),
    [`PATCH ${PATH}`]: patch,
    'GET /v1/loyalty/program': () => ({ body: { data: [] } }),
    'POST /v1/survey/form/search': () => ({
      body: {
        data: [{ id: 7, title: 'Tu opinión' }],
        pagination: { total_items: 1, limit: 100, offset: 0, count: 1 },
      },
    }),
  });
}

eachTestStarts({ signedIn: true });

/** A Mantine Select's input, by its label's text. */
function selectInput(label: string): HTMLElement {
  const element = screen.getByText(label).closest('label') as HTMLLabelElement;
  return document.getElementById(element.htmlFor) as HTMLElement;
}

describe('waitlist and booking settings (waitlist-configuration)', () => {
  it('derives the plural of a term, saves the whole form but reception, and says it saved', async () => {
    const api = serve();
    renderApp('/settings/waitlist/registration');
    const singular = await screen.findByLabelText('Cliente (singular)', {}, FIRST_SCREEN);
    await userEvent.clear(singular);
    await userEvent.type(singular, 'comensal');
    expect((screen.getByLabelText('Cliente (plural)') as HTMLInputElement).value).toBe('Comensales');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
    const { enabled: _reception, ...rest } = SAVED;
    expect(api.callsTo('PATCH', PATH)[0]?.body).toEqual({
      ...rest,
      l10n: { ...SAVED.l10n, customer_s: 'Comensal', customer_p: 'Comensales' },
    });
  });

  it('turns on the survey after the visit with the first active survey, sent at once, and saves it', async () => {
    const api = serve();
    renderApp('/settings/waitlist/notifications');
    const survey = await screen.findByRole(
      'switch',
      { name: 'Enviar una encuesta de satisfacción' },
      FIRST_SCREEN,
    );
    await waitFor(() => expect((survey as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(survey);
    expect((selectInput('Encuesta') as HTMLInputElement).value).toBe('Tu opinión');
    expect((selectInput('Enviar la encuesta') as HTMLInputElement).value).toBe('Inmediatamente');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Los datos se guardaron correctamente.');
    expect(api.callsTo('PATCH', PATH)[0]?.body).toMatchObject({
      survey_form_id: 7,
      survey_send_after_mins: 0,
    });
  });

  it('keeps name and WhatsApp on, and refuses an empty consent text without calling the server', async () => {
    const api = serve();
    renderApp('/settings/waitlist/registration');
    expect(await screen.findByText(M.nameRequired, {}, FIRST_SCREEN)).toBeTruthy();
    expect((screen.getByRole('switch', { name: /Número de WhatsApp/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    await userEvent.clear(screen.getByLabelText('Texto del consentimiento'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.optInEmpty)).toBeTruthy();
    expect(await screen.findByText('Por favor, corrige los errores.')).toBeTruthy();
    expect(api.callsTo('PATCH', PATH)).toHaveLength(0);
  });

  it('offers the minimum notice choices of 02 §9 on the booking tab and puts server errors under their inputs', async () => {
    serve(['waitlist-manager'], () => ({
      status: 422,
      body: {
        message: 'Revisa los datos.',
        code: 'VALIDATION',
        errors: { 'booking.max_notice_mins': [M.maxNotice] },
      },
    }));
    renderApp('/settings/waitlist/booking');
    await screen.findByText('Anticipación mínima', {}, FIRST_SCREEN);
    await userEvent.click(selectInput('Anticipación mínima'));
    expect(screen.getByRole('option', { name: '1 h 30 min' })).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: '2 h' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.maxNotice)).toBeTruthy();
  });

  it('keeps a change made on one tab while another tab is open, and saves both together', async () => {
    const api = serve();
    renderApp('/settings/waitlist/registration');
    await userEvent.click(await screen.findByRole('switch', { name: 'Correo electrónico' }, FIRST_SCREEN));
    await userEvent.click(screen.getByRole('tab', { name: 'Lista de espera' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Registro en el kiosco' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Registro' }));
    expect(
      (await screen.findByRole('switch', { name: 'Correo electrónico' })) as HTMLInputElement,
    ).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('PATCH', PATH)).toHaveLength(1));
    expect(api.callsTo('PATCH', PATH)[0]?.body).toMatchObject({
      form_items: { ...SAVED.form_items, email: true },
      waitlist: { ...SAVED.waitlist, kiosk_enabled: true },
    });
  });

  it("asks 'Confirmar salida' before leaving with unsaved changes, and stays when told to", async () => {
    serve();
    const { router } = renderApp('/settings/waitlist/registration');
    await userEvent.click(await screen.findByRole('switch', { name: 'Correo electrónico' }, FIRST_SCREEN));
    void router.navigate({ to: '/settings' });
    expect(await screen.findByText('Confirmar salida')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe('/settings/waitlist/registration');
    expect((screen.getByRole('switch', { name: 'Correo electrónico' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('is not for the host: Sin acceso', async () => {
    serve(['waitlist-hostess']);
    renderApp('/settings/waitlist/registration');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull());
    expect(await screen.findByText(/Sin acceso|No tienes acceso/)).toBeTruthy();
  });
});
