import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import { ReportSchema } from '../../../src/domain/contract/report';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import {
  SurveyFormBodySchema,
  SurveyFormSchema,
  SurveyResponsesBodySchema,
  SurveyStatusBodySchema,
  SurveySummarySchema,
} from '../../../src/domain/contract/survey';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { IDEMPOTENCY_HEADERS } from '../../http/idempotency/idempotency-headers';
import { publicOrigin } from '../../http/public-urls';
import type { Tenant } from '../../http/tenancy';
import { locationTimeZone } from '../waitlist/location-time-zone';
import { formOfCompany } from './form-lookup';
import { createForm, getForm, patchForm, searchForms, setFormStatus } from './form-store';
import { responsesReport } from './response-report';
import { responsesSummary } from './response-summary';

const TAGS = ['survey'];

/** Surveys (01 §7.3): forms, their status, their responses and summary. Company-wide. */
export async function surveyRoutes(app: App): Promise<void> {
  const { db, config, now } = app.deps;
  const origin = publicOrigin(config);
  const scopeOf = (request: { tenant: Tenant }) => ({
    tenant: request.tenant,
    origin,
    now: now(),
  });

  app.post(
    '/v1/survey/form/search',
    {
      config: { access: 'surveys' },
      schema: {
        summary: 'Buscar encuestas (más recientes primero), con su número de respuestas y su enlace',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(SurveyFormSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchForms(db, request.body, scopeOf(request));
      return listBody(items, page);
    },
  );

  app.get(
    '/v1/survey/form/:id',
    {
      config: { access: 'surveys' },
      schema: {
        summary: 'Una encuesta',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(SurveyFormSchema) },
      },
    },
    async (request) => dataBody(await getForm(db, request.params.id, scopeOf(request))),
  );

  app.post(
    '/v1/survey/form',
    {
      config: { access: 'surveys-write' },
      schema: {
        summary: 'Crear una encuesta (inactiva; acepta Idempotency-Key)',
        tags: TAGS,
        headers: IDEMPOTENCY_HEADERS,
        body: SurveyFormBodySchema,
        response: { 200: dataOf(SurveyFormSchema) },
      },
    },
    async (request) => dataBody(await createForm(db, request.body, scopeOf(request))),
  );

  app.patch(
    '/v1/survey/form/:id',
    {
      config: { access: 'surveys-write' },
      schema: {
        summary: 'Editar una encuesta (409 si está activa y cambian las preguntas)',
        tags: TAGS,
        params: IdParamSchema,
        body: SurveyFormBodySchema,
        response: { 200: dataOf(SurveyFormSchema) },
      },
    },
    async (request) => dataBody(await patchForm(db, request.params.id, request.body, scopeOf(request))),
  );

  app.patch(
    '/v1/survey/form/:id/status',
    {
      config: { access: 'surveys-write' },
      schema: {
        summary: 'Activar o desactivar una encuesta',
        tags: TAGS,
        params: IdParamSchema,
        body: SurveyStatusBodySchema,
        response: { 200: dataOf(SurveyFormSchema) },
      },
    },
    async (request) =>
      dataBody(await setFormStatus(db, request.params.id, request.body.status, scopeOf(request))),
  );

  app.post(
    '/v1/survey/response/search-by-form/:id',
    {
      config: { access: 'surveys' },
      schema: {
        summary: 'Respuestas de una encuesta como reporte (fechas en la hora local de la ubicación)',
        tags: TAGS,
        params: IdParamSchema,
        body: SurveyResponsesBodySchema,
        response: { 200: ReportSchema },
      },
    },
    async (request) => {
      const form = await formOfCompany(db, request.params.id, request.tenant.companyId);
      const timeZone = await locationTimeZone(db, request.tenant.locationId);
      return responsesReport(db, form, request.body, timeZone);
    },
  );

  app.post(
    '/v1/survey/response/summary-by-form/:id',
    {
      config: { access: 'surveys' },
      schema: {
        summary: 'Resumen de las respuestas de una encuesta por pregunta',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(SurveySummarySchema) },
      },
    },
    async (request) =>
      dataBody(
        await responsesSummary(db, await formOfCompany(db, request.params.id, request.tenant.companyId)),
      ),
  );
}
