import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type PublicSurvey,
  SURVEY_DEFAULTS,
  SURVEY_MESSAGES,
  type SurveyForm,
  type SurveySummary,
} from '../../src/domain/contract/survey';
import { backOfficeApi } from './helpers/back-office-api';
import { clearLoggedInCookie, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const SURVEY: SurveyForm = {
  id: 7,
  title: 'Tu visita',
  description: null,
  welcome_message: SURVEY_DEFAULTS.welcome_message,
  thankyou_message: SURVEY_DEFAULTS.thankyou_message,
  status: 'inactive',
  response_count: 3,
  public_url: 'https://mostrador.example/r/taqueria-demo/encuesta/7',
  fields: [
    {
      id: 'Cal1',
      type: 'rating',
      title: '¿Cómo calificas tu visita?',
      description: null,
      config: { mandatory: true, max: 5 },
    },
    { id: 'Vol1', type: 'yes_no', title: '¿Volverías?', description: null, config: { mandatory: false } },
  ],
  created_at: '2026-11-01T18:00:00.000Z',
  updated_at: '2026-11-01T18:00:00.000Z',
};

const PAGE = { total_items: 1, limit: 20, offset: 0, count: 1 };

eachTestStarts({ signedIn: true });

/** The first render of the file loads the surveys' lazy chunk: give it longer than findBy's 1 s. */
const slow = { timeout: 5000 };

describe('Encuestas (survey-form-list)', { timeout: 15_000 }, () => {
  it('shows each survey with its responses, copies its link and switches its status', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const api = backOfficeApi(['survey-manager'], {
      'POST /v1/survey/form/search': () => ({ body: { data: [SURVEY], pagination: PAGE } }),
      'PATCH /v1/survey/form/7/status': () => ({ body: { data: { ...SURVEY, status: 'active' } } }),
    });
    renderApp('/survey/forms');
    const table = await screen.findByRole('table', {}, slow);
    const row = within(table).getByText('Tu visita').closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByLabelText('Inactiva')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(SURVEY.public_url);
    expect(await screen.findByText('Enlace copiado.')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText(SURVEY_MESSAGES.statusChanged)).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/survey/form/7/status')[0]?.body).toEqual({ status: 'active' });
  });

  it('a survey reader sees the list without creating or switching', async () => {
    backOfficeApi(['survey-reader'], {
      'POST /v1/survey/form/search': () => ({ body: { data: [SURVEY], pagination: PAGE } }),
    });
    renderApp('/survey/forms');
    await screen.findByRole('table', {}, slow);
    expect(screen.queryByRole('link', { name: 'Crear encuesta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activar' })).toBeNull();
  });
});

describe('the survey builder', { timeout: 20_000 }, () => {
  it('starts with the personalization defaults and shows every rule of 01 §5.2 before saving', async () => {
    const api = backOfficeApi(['survey-manager'], {});
    renderApp('/survey/forms/create');
    expect(await screen.findByDisplayValue(SURVEY_DEFAULTS.welcome_message, {}, slow)).toBeTruthy();
    expect(screen.getByDisplayValue(SURVEY_DEFAULTS.thankyou_message)).toBeTruthy();
    expect(screen.getByText(SURVEY_MESSAGES.lockedNote)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Opción única' }));
    // The last option cannot be deleted, only cleared.
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar opción 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar opción 1' }));
    expect(screen.getByRole('textbox', { name: 'Opción 1' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText(SURVEY_MESSAGES.empty)).length).toBe(2);
    expect(screen.getByText(SURVEY_MESSAGES.optionEmpty)).toBeTruthy();
    expect(screen.getByText(SURVEY_MESSAGES.minOptions)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/survey/form')).toHaveLength(0);
  });

  it('adds questions by type, moves and clones them, and saves the whole form', async () => {
    const api = backOfficeApi(['survey-manager'], {
      'POST /v1/survey/form': (body) => ({ body: { data: { ...SURVEY, ...(body as object), id: 8 } } }),
      'GET /v1/survey/form/8': () => ({ body: { data: { ...SURVEY, id: 8 } } }),
    });
    renderApp('/survey/forms/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /Título/ }, slow), 'Postres');
    for (const type of ['Sí o no', 'Datos de contacto']) {
      await userEvent.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: type }));
    }
    const questions = screen.getAllByRole('textbox', { name: /Pregunta/ });
    await userEvent.type(questions[0] as HTMLElement, '¿Volverías?');
    await userEvent.type(questions[1] as HTMLElement, 'Tus datos');
    // A hidden contact subfield cannot be mandatory.
    expect(screen.getByRole('checkbox', { name: 'Empresa obligatorio' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Nombre obligatorio' })).toHaveProperty('disabled', false);

    await userEvent.click(screen.getByRole('button', { name: 'Subir pregunta 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Duplicar pregunta 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('POST', '/v1/survey/form')).toHaveLength(1));
    const body = api.callsTo('POST', '/v1/survey/form')[0]?.body as SurveyForm;
    expect(body.title).toBe('Postres');
    expect(body.welcome_message).toBe(SURVEY_DEFAULTS.welcome_message);
    expect(body.fields.map((field) => [field.type, field.title])).toEqual([
      ['contact_info', 'Tus datos'],
      ['yes_no', '¿Volverías?'],
      ['yes_no', '¿Volverías?'],
    ]);
    expect(new Set(body.fields.map((field) => field.id)).size).toBe(3);
    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
  });

  it('an active survey shows its questions locked', async () => {
    backOfficeApi(['survey-manager'], {
      'GET /v1/survey/form/7': () => ({ body: { data: { ...SURVEY, status: 'active' } } }),
    });
    renderApp('/survey/forms/7');
    const question = await screen.findByDisplayValue('¿Cómo calificas tu visita?', {}, slow);
    expect(question).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Agregar pregunta' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveProperty('disabled', false);
  });
});

describe('Resumen', { timeout: 15_000 }, () => {
  it("ends each question with '{n} de {total} personas respondieron'", async () => {
    const summary: SurveySummary = {
      response_count: 3,
      fields: [
        {
          id: 'Cal1',
          title: '¿Cómo calificas tu visita?',
          type: 'rating',
          options: [],
          answered: 3,
          items: [],
          totals: { sum: 12, min: 3, max: 5, avg: 4 },
        },
        {
          id: 'Vol1',
          title: '¿Volverías?',
          type: 'yes_no',
          options: [],
          answered: 2,
          items: [],
          totals: { sum: null, min: null, max: null, avg: null },
        },
      ],
    };
    backOfficeApi(['survey-reader'], {
      'GET /v1/survey/form/7': () => ({ body: { data: SURVEY } }),
      'POST /v1/survey/response/summary-by-form/7': () => ({ body: { data: summary } }),
    });
    renderApp('/survey/forms/7/summary');
    expect(await screen.findByText('3 de 3 personas respondieron', {}, slow)).toBeTruthy();
    expect(screen.getByText('2 de 3 personas respondieron')).toBeTruthy();
    expect(screen.getByText('Promedio')).toBeTruthy();
  });
});

describe('the public survey page (/r/{username}/encuesta/{id})', { timeout: 15_000 }, () => {
  const PUBLIC: PublicSurvey = {
    id: 7,
    business_name: 'Taquería Demo',
    title: 'Tu visita',
    description: null,
    welcome_message: SURVEY_DEFAULTS.welcome_message,
    thankyou_message: SURVEY_DEFAULTS.thankyou_message,
    fields: SURVEY.fields,
  };
  const PATH = '/v1/public/survey/taqueria-demo/7';

  it('asks the mandatory questions, sends one response and thanks the customer', async () => {
    clearLoggedInCookie();
    const api = fakeApi({
      [`GET ${PATH}`]: () => ({ body: { data: PUBLIC } }),
      [`POST ${PATH}/response`]: () => ({ body: { data: { id: 1 } } }),
    });
    renderApp('/r/taqueria-demo/encuesta/7');
    expect(await screen.findByText(SURVEY_DEFAULTS.welcome_message, {}, slow)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByText(SURVEY_MESSAGES.answerRequired)).toBeTruthy();
    expect(api.callsTo('POST', `${PATH}/response`)).toHaveLength(0);

    // Mantine's Rating takes a star from its label (the star drawn on screen).
    const fourStars = screen.getByRole('radio', { name: '4 estrellas' }) as HTMLInputElement;
    await userEvent.click(fourStars.labels?.[0] as HTMLElement);
    await userEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByText(SURVEY_DEFAULTS.thankyou_message)).toBeTruthy();
    expect(api.callsTo('POST', `${PATH}/response`).map((call) => call.body)).toEqual([
      { answers: { Cal1: 4, Vol1: true } },
    ]);
  });

  it('says the survey is not taking responses while inactive', async () => {
    clearLoggedInCookie();
    fakeApi({
      [`GET ${PATH}`]: () => ({
        status: 409,
        body: { message: SURVEY_MESSAGES.inactive, code: 'SURVEY_INACTIVE' },
      }),
    });
    renderApp('/r/taqueria-demo/encuesta/7');
    expect(await screen.findByText(SURVEY_MESSAGES.inactive, {}, slow)).toBeTruthy();
    expect(screen.getByText('Encuesta no disponible')).toBeTruthy();
  });
});
