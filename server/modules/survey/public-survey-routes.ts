import * as v from 'valibot';
import { dataOf, IdParamSchema } from '../../../src/domain/contract/common';
import {
  PublicSurveyParamsSchema,
  PublicSurveySchema,
  SurveyResponseBodySchema,
  SurveyResponseResultSchema,
} from '../../../src/domain/contract/survey';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { IDEMPOTENCY_HEADERS } from '../../http/idempotency/idempotency-headers';
import { perMinuteLimit } from '../../http/rate-limit';
import { publicFormView } from './form-view';
import { activeForms, answerableForm, surveyPlaceById, surveyPlaceByUsername } from './public-survey';
import { submitResponse } from './response-submit';

/** Responses per minute and client IP from the public page: a table of friends, not a script. */
export const PUBLIC_SURVEY_RESPONSES_PER_MINUTE = 5;
const PUBLIC_SURVEY_READS_PER_MINUTE = 60;

/**
 * The survey page customers open from the link (/r/{username}/encuesta/{id}), and the kiosk: the
 * same survey on the business's own device, behind a survey-kiosk login, with no limit per form.
 */
export async function publicSurveyRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;

  app.get(
    '/v1/public/survey/:username/:id',
    {
      config: { public: true, ...perMinuteLimit(PUBLIC_SURVEY_READS_PER_MINUTE) },
      schema: {
        summary: 'Una encuesta activa para responder',
        tags: ['public'],
        params: PublicSurveyParamsSchema,
        response: { 200: dataOf(PublicSurveySchema) },
      },
    },
    async (request) => {
      const place = await surveyPlaceByUsername(db, request.params.username);
      return dataBody(publicFormView(await answerableForm(db, request.params.id, place), place.businessName));
    },
  );

  app.post(
    '/v1/public/survey/:username/:id/response',
    {
      config: { public: true, ...perMinuteLimit(PUBLIC_SURVEY_RESPONSES_PER_MINUTE) },
      schema: {
        summary: 'Enviar una respuesta (una por envío; acepta Idempotency-Key)',
        tags: ['public'],
        params: PublicSurveyParamsSchema,
        headers: IDEMPOTENCY_HEADERS,
        body: SurveyResponseBodySchema,
        response: { 200: dataOf(SurveyResponseResultSchema) },
      },
    },
    async (request) => {
      const place = await surveyPlaceByUsername(db, request.params.username);
      const form = await answerableForm(db, request.params.id, place);
      return dataBody(
        await submitResponse(db, form, request.body.answers, {
          locationId: place.locationId,
          source: 'public',
          now: now(),
        }),
      );
    },
  );

  app.get(
    '/v1/survey/kiosk/form',
    {
      config: { access: 'surveys-kiosk' },
      schema: {
        summary: 'Kiosco: las encuestas activas',
        tags: ['survey'],
        response: { 200: dataOf(v.array(v.object({ id: v.number(), title: v.string() }))) },
      },
    },
    async (request) => dataBody(await activeForms(db, request.tenant.companyId)),
  );

  app.get(
    '/v1/survey/kiosk/form/:id',
    {
      config: { access: 'surveys-kiosk' },
      schema: {
        summary: 'Kiosco: una encuesta activa para responder',
        tags: ['survey'],
        params: IdParamSchema,
        response: { 200: dataOf(PublicSurveySchema) },
      },
    },
    async (request) => {
      const place = await surveyPlaceById(db, request.tenant.locationId);
      return dataBody(publicFormView(await answerableForm(db, request.params.id, place), place.businessName));
    },
  );

  app.post(
    '/v1/survey/kiosk/form/:id/response',
    {
      config: { access: 'surveys-kiosk' },
      schema: {
        summary: 'Kiosco: enviar una respuesta (acepta Idempotency-Key)',
        tags: ['survey'],
        params: IdParamSchema,
        headers: IDEMPOTENCY_HEADERS,
        body: SurveyResponseBodySchema,
        response: { 200: dataOf(SurveyResponseResultSchema) },
      },
    },
    async (request) => {
      const place = await surveyPlaceById(db, request.tenant.locationId);
      const form = await answerableForm(db, request.params.id, place);
      return dataBody(
        await submitResponse(db, form, request.body.answers, {
          locationId: place.locationId,
          source: 'kiosk',
          now: now(),
        }),
      );
    },
  );
}
