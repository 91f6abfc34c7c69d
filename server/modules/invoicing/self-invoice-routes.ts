import { dataOf } from '../../../src/domain/contract/common';
import {
  SelfInvoiceBodySchema,
  SelfInvoiceCodeParamsSchema,
  SelfInvoicePageSchema,
} from '../../../src/domain/invoicing/self-invoice-contract';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import { perMinuteLimit } from '../../http/rate-limit';
import {
  isLoyaltySelfInvoiceCode,
  loyaltySelfInvoicePage,
  requestLoyaltySelfInvoice,
} from '../loyalty/loyalty-self-invoice';
import { SelfInvoiceLimits } from './self-invoice-limits';
import { requestSelfInvoice } from './self-invoice-request';
import { selfInvoicePage } from './self-invoice-sale';

const TAGS = ['public'];

/** The customer's self-invoice page (/facturar/{code}), no login: a sale's, or a loyalty purchase's. */
export async function selfInvoiceRoutes(app: App): Promise<void> {
  const { db, jobs, now, appKey, config } = app.deps;
  const links = { appKey, origin: publicOrigin(config) };
  const limits = new SelfInvoiceLimits();

  const pageOf = (code: string) =>
    isLoyaltySelfInvoiceCode(code)
      ? loyaltySelfInvoicePage({ db, jobs }, code, now(), links)
      : selfInvoicePage({ db, jobs }, code, now(), links);

  /** Runs a lookup by code: an IP past its unknown-code limit gets 429, an unknown code counts. */
  async function byCode<T>(ip: string, lookup: () => Promise<T>): Promise<T> {
    limits.checkIp(ip, now());
    try {
      return await lookup();
    } catch (error) {
      if (error instanceof NotFoundError) limits.miss(ip, now());
      throw error;
    }
  }

  app.get(
    '/v1/public/self-invoice/:code',
    {
      config: { public: true, ...perMinuteLimit(30) },
      schema: {
        summary: 'Autofactura: la compra y si aún se puede facturar',
        tags: TAGS,
        params: SelfInvoiceCodeParamsSchema,
        response: { 200: dataOf(SelfInvoicePageSchema) },
      },
    },
    async (request) => dataBody(await byCode(request.ip, () => pageOf(request.params.code))),
  );

  app.post(
    '/v1/public/self-invoice/:code',
    {
      config: { public: true, ...perMinuteLimit(10) },
      schema: {
        summary: 'Autofactura: pedir la factura de la compra con los datos fiscales del cliente',
        tags: TAGS,
        params: SelfInvoiceCodeParamsSchema,
        body: SelfInvoiceBodySchema,
        response: { 202: dataOf(SelfInvoicePageSchema) },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const ask = isLoyaltySelfInvoiceCode(code) ? requestLoyaltySelfInvoice : requestSelfInvoice;
      await byCode(request.ip, () => ask({ db, jobs, now: now(), limits }, { code, body: request.body }));
      return reply.code(202).send(dataBody(await pageOf(code)));
    },
  );
}
