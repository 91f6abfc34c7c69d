import { listOf } from '../../../src/domain/contract/common';
import {
  DeliveryMethodCreateSchema,
  DeliveryMethodPatchSchema,
  DeliveryMethodSchema,
} from '../../../src/domain/contract/delivery-method';
import {
  CashbackProgramOptionSchema,
  PaymentMethodCreateSchema,
  PaymentMethodPatchSchema,
  PaymentMethodSchema,
} from '../../../src/domain/contract/payment-method';
import type { App } from '../../http/app-types';
import { listBody } from '../../http/envelope';
import { registerCatalogResource } from '../product/catalog-resource-routes';
import {
  createDeliveryMethod,
  getDeliveryMethod,
  patchDeliveryMethod,
  searchDeliveryMethods,
} from './delivery-method-store';
import { activeCashbackPrograms, PaymentMethodStore } from './payment-method-store';
import { PaymentSecrets } from './payment-secrets';

const TAGS = ['pos'];

/**
 * Payment methods (business managers, 02 §6) and delivery methods (shop managers) of the
 * location: 02 §7 "Payment and delivery methods".
 */
export async function posMethodRoutes(app: App): Promise<void> {
  const payments = new PaymentMethodStore(new PaymentSecrets(app.deps.appKey));
  registerCatalogResource(app, {
    path: '/v1/pos/payment-method',
    access: { read: 'business-settings', write: 'business-settings' },
    tags: TAGS,
    item: PaymentMethodSchema,
    createBody: PaymentMethodCreateSchema,
    patchBody: PaymentMethodPatchSchema,
    summaries: {
      search: 'Buscar métodos de pago (por nombre)',
      create: 'Crear un método de pago (activo)',
      one: 'Un método de pago (llaves enmascaradas)',
      patch: 'Editar un método de pago (el tipo no cambia)',
    },
    search: payments.search,
    create: payments.create,
    one: payments.one,
    patch: payments.patch,
  });

  // The picker of a cashback method: the business manager may not read the loyalty area itself.
  app.get(
    '/v1/pos/payment-method/cashback-programs',
    {
      config: { access: 'business-settings' },
      schema: {
        summary: 'Programas de cashback activos que un método de pago puede usar',
        tags: TAGS,
        response: { 200: listOf(CashbackProgramOptionSchema) },
      },
    },
    async (request) => {
      const programs = await activeCashbackPrograms(app.deps.db, request.tenant);
      return listBody(programs, { totalItems: programs.length, limit: programs.length, offset: 0 });
    },
  );

  registerCatalogResource(app, {
    path: '/v1/pos/delivery-method',
    access: { read: 'shop-settings', write: 'shop-settings' },
    tags: TAGS,
    item: DeliveryMethodSchema,
    createBody: DeliveryMethodCreateSchema,
    patchBody: DeliveryMethodPatchSchema,
    summaries: {
      search: 'Buscar métodos de entrega (por nombre)',
      create: 'Crear un método de entrega (activo)',
      one: 'Un método de entrega',
      patch: 'Editar un método de entrega (el tipo no cambia)',
    },
    search: searchDeliveryMethods,
    create: createDeliveryMethod,
    one: getDeliveryMethod,
    patch: patchDeliveryMethod,
  });
}
