import * as v from 'valibot';
import {
  AutomationCreatedSchema,
  AutomationPairSchema,
  AutomationPresetSchema,
  AutomationRecipeCreateSchema,
  AutomationRecipePatchSchema,
  AutomationRecipeSchema,
  AutomationStatusBodySchema,
} from '../../../src/domain/contract/automations';
import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import { EVENT_ACTION_PAIRS, EVENT_PRESETS } from '../../../src/domain/rules/automation-presets';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { IDEMPOTENCY_HEADERS } from '../../http/idempotency/idempotency-headers';
import { companyActionPresets } from './company-presets';
import { searchPresets } from './preset-search';
import { createRecipe, getRecipe, listRecipes, patchRecipe, setRecipeStatus } from './recipe-store';

const TAGS = ['automation'];

/** The preset as the API shows it (without the server's event/action key). */
const presetView = ({ id, name, active, config_rules }: v.InferOutput<typeof AutomationPresetSchema>) => ({
  id,
  name,
  active,
  config_rules,
});

/** Automations (02 §7): recipes, the event and action presets and their pairing list. Company-wide. */
export async function automationRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;

  app.get(
    '/v1/automation/recipe',
    {
      config: { access: 'automations' },
      schema: {
        summary: 'Automatizaciones de la empresa (más recientes primero)',
        tags: TAGS,
        response: { 200: dataOf(v.array(AutomationRecipeSchema)) },
      },
    },
    async (request) => dataBody(await listRecipes(db, request.tenant)),
  );

  app.get(
    '/v1/automation/recipe/:id',
    {
      config: { access: 'automations' },
      schema: {
        summary: 'Una automatización',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(AutomationRecipeSchema) },
      },
    },
    async (request) => dataBody(await getRecipe(db, request.params.id, request.tenant)),
  );

  app.post(
    '/v1/automation/recipe',
    {
      config: { access: 'automations-write' },
      schema: {
        summary: 'Crear una automatización (activa; acepta Idempotency-Key)',
        tags: TAGS,
        headers: IDEMPOTENCY_HEADERS,
        body: AutomationRecipeCreateSchema,
        response: { 200: dataOf(AutomationCreatedSchema) },
      },
    },
    async (request) => dataBody(await createRecipe(db, request.body, request.tenant, now())),
  );

  app.patch(
    '/v1/automation/recipe/:id',
    {
      config: { access: 'automations-write' },
      schema: {
        summary: 'Editar el nombre y los ajustes de una automatización (el evento y la acción no cambian)',
        tags: TAGS,
        params: IdParamSchema,
        body: AutomationRecipePatchSchema,
        response: { 200: dataOf(AutomationRecipeSchema) },
      },
    },
    async (request) =>
      dataBody(await patchRecipe(db, request.params.id, request.body, request.tenant, now())),
  );

  app.patch(
    '/v1/automation/recipe/:id/status',
    {
      config: { access: 'automations-write' },
      schema: {
        summary: 'Activar o desactivar una automatización',
        tags: TAGS,
        params: IdParamSchema,
        body: AutomationStatusBodySchema,
        response: { 200: dataOf(AutomationRecipeSchema) },
      },
    },
    async (request) =>
      dataBody(await setRecipeStatus(db, request.params.id, request.body.status, request.tenant, now())),
  );

  app.post(
    '/v1/automation/if/search',
    {
      config: { access: 'automations' },
      schema: {
        summary: 'Buscar eventos ("Si sucede...") por nombre',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(AutomationPresetSchema) },
      },
    },
    async (request) => {
      const { items, page } = searchPresets(EVENT_PRESETS, request.body);
      return listBody(items.map(presetView), page);
    },
  );

  app.post(
    '/v1/automation/then/search',
    {
      config: { access: 'automations' },
      schema: {
        summary: 'Buscar acciones ("Entonces...") por nombre; los grupos son los de la empresa',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(AutomationPresetSchema) },
      },
    },
    async (request) => {
      const presets = await companyActionPresets(db, request.tenant.companyId);
      const { items, page } = searchPresets(presets, request.body);
      return listBody(items.map(presetView), page);
    },
  );

  app.get(
    '/v1/automation/if-then',
    {
      config: { access: 'automations' },
      schema: {
        summary: 'Qué acciones se pueden elegir para cada evento',
        tags: TAGS,
        response: { 200: dataOf(v.array(AutomationPairSchema)) },
      },
    },
    async () => dataBody([...EVENT_ACTION_PAIRS]),
  );
}
