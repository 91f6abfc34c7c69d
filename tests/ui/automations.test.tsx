import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AutomationRecipe } from '../../src/domain/contract/automations';
import { ACTION_PRESETS, EVENT_ACTION_PAIRS, EVENT_PRESETS } from '../../src/domain/rules/automation-presets';
import { backOfficeApi } from './helpers/back-office-api';
import type { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const FIRST_SCREEN = { timeout: 5_000 };
const list = <T,>(data: T[]) => ({
  body: { data, pagination: { total_items: data.length, limit: 100, offset: 0, count: data.length } },
});

const RECIPE: AutomationRecipe = {
  id: 4,
  title: 'Si una visita se completa, entonces enviar encuesta',
  if_id: 1,
  then_id: 1,
  status: 'active',
  review_status: 'approved',
  params: { if_config: {}, then_config: { survey_form_id: 7, send_after_mins: 0 } },
  created_at: '2026-11-26T18:00:00.000Z',
};

type Handlers = Parameters<typeof fakeApi>[0];

function serve(
  extra: Handlers = {},
  roles: ('automation-manager' | 'automation-reader')[] = ['automation-manager'],
) {
  return backOfficeApi(roles, {
    'GET /v1/automation/recipe': () => ({ body: { data: [RECIPE] } }),
    'GET /v1/automation/recipe/4': () => ({ body: { data: RECIPE } }),
    'POST /v1/automation/if/search': () => list(EVENT_PRESETS.filter((preset) => preset.active)),
    'POST /v1/automation/then/search': () => list([...ACTION_PRESETS]),
    'GET /v1/automation/if-then': () => ({ body: { data: EVENT_ACTION_PAIRS } }),
    'POST /v1/survey/form/search': () => list([{ id: 7, title: 'Tu opinión' }]),
    'GET /v1/loyalty/program': () => ({ body: { data: [] } }),
    ...extra,
  });
}

eachTestStarts({ signedIn: true });

function selectInput(label: string): HTMLInputElement {
  const element = screen.getByText(label).closest('label') as HTMLLabelElement;
  return document.getElementById(element.htmlFor) as HTMLInputElement;
}

async function choose(label: string, option: string) {
  await userEvent.click(selectInput(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe("'Automatización' list", () => {
  it('shows title and review status, and Desactivar updates the row from the answer', async () => {
    const api = serve({
      'PATCH /v1/automation/recipe/4/status': () => ({ body: { data: { ...RECIPE, status: 'inactive' } } }),
    });
    renderApp('/settings/automations');
    const row = (await screen.findByText(RECIPE.title, {}, FIRST_SCREEN)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Aprobada')).toBeTruthy();
    expect(within(row).getByLabelText('Activa')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Desactivar' }));
    expect(await within(row).findByRole('button', { name: 'Activar' })).toBeTruthy();
    expect(within(row).getByLabelText('Inactiva')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/automation/recipe/4/status')[0]?.body).toEqual({ status: 'inactive' });
    expect(api.callsTo('GET', '/v1/automation/recipe')).toHaveLength(1);
  });
});

describe('the automation form', () => {
  it('offers only actions paired with the event, clears the action when the event changes, and names it', async () => {
    const api = serve({ 'POST /v1/automation/recipe': () => ({ body: { data: { id: 4 } } }) });
    renderApp('/settings/automations/create');
    await screen.findByText('Si sucede...', {}, FIRST_SCREEN);
    await waitFor(() => expect(selectInput('Evento').disabled).toBe(false));
    expect(selectInput('Acción').disabled).toBe(true);

    await choose('Evento', 'Se registra una reservación');
    await userEvent.click(selectInput('Acción'));
    expect(screen.queryByRole('option', { name: 'Enviar encuesta' })).toBeNull();
    // Options are grouped by area and show only what happens (a phone's field is narrow).
    expect(within(screen.getByRole('listbox')).getByText('Clientes')).toBeTruthy();
    await userEvent.click(await screen.findByRole('option', { name: 'Agregar a un grupo' }));
    expect(selectInput('Acción').value).toBe('Agregar a un grupo');

    await choose('Evento', 'Una visita se completa');
    expect(selectInput('Acción').value).toBe('');
    await choose('Acción', 'Enviar encuesta');
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe(
      'Si una visita se completa, entonces enviar encuesta',
    );
    await choose('Encuesta', 'Tu opinión');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/automation/recipe')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/automation/recipe')[0]?.body).toEqual({
      if_id: 1,
      then_id: 1,
      title: 'Si una visita se completa, entonces enviar encuesta',
      params: { if_config: {}, then_config: { survey_form_id: 7 } },
    });
  }, 20_000);

  it("keeps the event and action read-only on an existing item, and says '[Not implemented]' for an unknown field type", async () => {
    const odd = {
      ...ACTION_PRESETS[0],
      config_rules: {
        fields: [{ ...ACTION_PRESETS[1]?.config_rules.fields[0], name: 'x', title: 'Color', type: 'color' }],
      },
    };
    serve({ 'POST /v1/automation/then/search': () => list([odd, ...ACTION_PRESETS.slice(1)]) });
    renderApp('/settings/automations/4');
    expect(await screen.findByText('Color: [Not implemented]', {}, FIRST_SCREEN)).toBeTruthy();
    expect(selectInput('Evento').disabled).toBe(true);
    expect(selectInput('Acción').disabled).toBe(true);
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).maxLength).toBe(100);
  });
});
