import * as v from 'valibot';
import { CampaignMessagesReportBodySchema } from '../../../src/domain/contract/campaign-messages-report';
import {
  CampaignBodySchema,
  CampaignGroupSchema,
  CampaignSchema,
  CampaignWhatsappTemplateSchema,
  EstimateReachBodySchema,
  EstimateReachSchema,
} from '../../../src/domain/contract/campaigns';
import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import { ReportSchema } from '../../../src/domain/contract/report';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { IDEMPOTENCY_HEADERS } from '../../http/idempotency/idempotency-headers';
import type { Tenant } from '../../http/tenancy';
import { locationTimeZone } from '../waitlist/location-time-zone';
import { campaignMessagesReport } from './campaign-messages-report';
import { companyGroups } from './campaign-reach';
import { queueCampaignSend } from './campaign-send';
import {
  type CampaignContext,
  campaignById,
  createCampaign,
  estimateReach,
  patchCampaign,
  searchCampaigns,
  startCampaign,
  stopCampaign,
} from './campaign-store';
import { campaignWhatsappTemplate } from './campaign-view';
import { templatesFor } from './whatsapp-content';

const TAGS = ['messaging'];

/** Campaigns (01 §7.5): list, create, edit, one, reach, start and stop. Per location. */
export async function campaignRoutes(app: App): Promise<void> {
  const { db, now, jobs, config, messaging } = app.deps;
  const templates = () => templatesFor(messaging.provider, config.whatsappTemplates);
  const context = (tenant: Tenant): CampaignContext => ({ db, tenant, now: now(), templates: templates() });

  app.post(
    '/v1/messaging/campaign/search',
    {
      config: { access: 'messaging' },
      schema: {
        summary: 'Buscar campañas',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(CampaignSchema) },
      },
    },
    async (request) => {
      const timeZone = await locationTimeZone(db, request.tenant.locationId);
      const { items, page } = await searchCampaigns(context(request.tenant), request.body, (date) =>
        startOfZonedDay(date, timeZone),
      );
      return listBody(items, page);
    },
  );

  // The editor's group picker: a messaging manager may have no customers role, so the groups
  // (names only) are read here rather than through POST /v1/contact/tag/search.
  app.get(
    '/v1/messaging/campaign/groups',
    {
      config: { access: 'messaging' },
      schema: {
        summary: 'Los grupos de clientes que una campaña puede elegir (por nombre)',
        tags: TAGS,
        response: { 200: dataOf(v.array(CampaignGroupSchema)) },
      },
    },
    async (request) => dataBody(await companyGroups(db, request.tenant.companyId)),
  );

  app.get(
    '/v1/messaging/campaign/whatsapp-template',
    {
      config: { access: 'messaging' },
      schema: {
        summary: 'La plantilla aprobada con la que salen las campañas de WhatsApp, y sus variables',
        tags: TAGS,
        response: { 200: dataOf(CampaignWhatsappTemplateSchema) },
      },
    },
    async () => dataBody(campaignWhatsappTemplate(templates())),
  );

  app.post(
    '/v1/messaging/campaign/estimate-reach',
    {
      config: { access: 'messaging' },
      schema: {
        summary:
          'Cuántos teléfonos alcanza una segmentación (clientes suscritos y activos de los grupos, más la lista)',
        tags: TAGS,
        body: EstimateReachBodySchema,
        response: { 200: dataOf(EstimateReachSchema) },
      },
    },
    async (request) => {
      const { tags, phones } = request.body.segmentation;
      const quantity = await estimateReach(context(request.tenant), { tags, phones: phones ?? null });
      return dataBody({ quantity });
    },
  );

  app.post(
    '/v1/messaging/campaign',
    {
      config: { access: 'messaging-write' },
      schema: {
        summary: 'Crear una campaña: borrador, enviar ahora o programada (acepta Idempotency-Key)',
        tags: TAGS,
        headers: IDEMPOTENCY_HEADERS,
        body: CampaignBodySchema,
        response: { 200: dataOf(CampaignSchema) },
      },
    },
    async (request) => {
      const ctx = context(request.tenant);
      const row = await createCampaign(ctx, request.body);
      if (row.status === 'pending') await queueCampaignSend(jobs, row, ctx.now, request.log);
      return dataBody(await campaignById(ctx, row.id));
    },
  );

  app.patch(
    '/v1/messaging/campaign/:id',
    {
      config: { access: 'messaging-write' },
      schema: {
        summary: 'Editar una campaña detenida que aún no envió mensajes',
        tags: TAGS,
        params: IdParamSchema,
        headers: IDEMPOTENCY_HEADERS,
        body: CampaignBodySchema,
        response: { 200: dataOf(CampaignSchema) },
      },
    },
    async (request) => {
      const ctx = context(request.tenant);
      const row = await patchCampaign(ctx, request.params.id, request.body);
      if (row.status === 'pending') await queueCampaignSend(jobs, row, ctx.now, request.log);
      return dataBody(await campaignById(ctx, row.id));
    },
  );

  app.get(
    '/v1/messaging/campaign/:id',
    {
      config: { access: 'messaging' },
      schema: {
        summary: 'Una campaña',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(CampaignSchema) },
      },
    },
    async (request) => dataBody(await campaignById(context(request.tenant), request.params.id)),
  );

  app.post(
    '/v1/messaging/campaign/:id/message-report',
    {
      config: { access: 'messaging' },
      schema: {
        summary: 'Los mensajes de una campaña como reporte (todos o de un estado), para la tabla y el CSV',
        tags: TAGS,
        params: IdParamSchema,
        body: CampaignMessagesReportBodySchema,
        response: { 200: ReportSchema },
      },
    },
    async (request) => campaignMessagesReport(db, request.tenant, request.params.id, request.body),
  );

  app.post(
    '/v1/messaging/campaign/:id/start',
    {
      config: { access: 'messaging-write' },
      schema: {
        summary: 'Iniciar (o reanudar) una campaña detenida',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(CampaignSchema) },
      },
    },
    async (request) => {
      const ctx = context(request.tenant);
      const row = await startCampaign(ctx, request.params.id);
      await queueCampaignSend(jobs, row, ctx.now, request.log);
      return dataBody(await campaignById(ctx, row.id));
    },
  );

  app.post(
    '/v1/messaging/campaign/:id/stop',
    {
      config: { access: 'messaging-write' },
      schema: {
        summary: 'Detener una campaña pendiente o en envío',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(CampaignSchema) },
      },
    },
    async (request) => {
      const ctx = context(request.tenant);
      const row = await stopCampaign(ctx, request.params.id);
      return dataBody(await campaignById(ctx, row.id));
    },
  );
}
