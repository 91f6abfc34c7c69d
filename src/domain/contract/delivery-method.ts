import * as v from 'valibot';
import { isZoneKm, ZONE_MESSAGES, zonesOutOfOrder } from '../rules/delivery-zones';
import { nameSchema, priceSchema, StatusSchema } from './catalog-fields';
import { DELIVERY_COST_TYPES, METHOD_STATUSES } from './shop-values';

/** 02 §3: 'delivery' (others may come; only this one is offered today). */
export const DELIVERY_METHOD_TYPES = ['delivery'] as const;

export const DELIVERY_METHOD_MESSAGES = {
  nameRequired: 'Ingresa el nombre del método de entrega.',
  nameMax: 'El nombre admite como máximo 100 caracteres.',
  type: 'Elige el tipo de método de entrega.',
  typeLocked: 'El tipo no se puede cambiar.',
  amount: 'Ingresa un monto de 0 o más, por ejemplo 35 o 35.50.',
  costType: 'Elige cómo se cobra el envío.',
  latitude: 'Ingresa una latitud de -90 a 90.',
  longitude: 'Ingresa una longitud de -180 a 180.',
  notFound: 'Método de entrega no encontrado.',
  ...ZONE_MESSAGES,
} as const;
const M = DELIVERY_METHOD_MESSAGES;

/** Most zones one method may have. */
export const DELIVERY_ZONES_MAX = 20;

const ZoneSchema = v.object({
  km: v.pipe(v.number(M.km), v.check(isZoneKm, M.km)),
  fee: priceSchema(M.amount),
});

/** Zones whose limits do not increase are refused on the later zone's km. */
const ZonesSchema = v.pipe(
  v.array(ZoneSchema, M.required),
  v.maxLength(DELIVERY_ZONES_MAX, `Agrega como máximo ${DELIVERY_ZONES_MAX} zonas.`),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const zones = dataset.value;
    for (const index of zonesOutOfOrder(zones)) {
      const zone = zones[index];
      if (!zone) continue;
      addIssue({
        message: M.afterPrevious,
        path: [
          { type: 'array', origin: 'value', input: zones, key: index, value: zone },
          { type: 'object', origin: 'value', input: zone, key: 'km', value: zone.km },
        ],
      });
    }
  }),
);

const CostConfigSchema = v.object({ distance: v.object({ zones: ZonesSchema }) });

/** A delivery method (02 §3 "Delivery method"); 'all' is shown as free of zones (one flat fee). */
export const DeliveryMethodSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.string(),
  status: v.picklist(METHOD_STATUSES),
  flat_fee_amount: v.number(),
  /** Null: no free-delivery threshold. */
  free_from_amount: v.nullable(v.number()),
  min_purchase_amount: v.number(),
  delivery_cost_type: v.picklist(DELIVERY_COST_TYPES),
  delivery_cost_config: v.object({
    distance: v.object({ zones: v.array(v.object({ km: v.number(), fee: v.number() })) }),
  }),
  delivery_loc_lat: v.nullable(v.number()),
  delivery_loc_lng: v.nullable(v.number()),
});
export type DeliveryMethod = v.InferOutput<typeof DeliveryMethodSchema>;

const coordinate = (limit: number, message: string) =>
  v.nullable(v.pipe(v.number(message), v.minValue(-limit, message), v.maxValue(limit, message)));

const fields = {
  name: nameSchema(M.nameRequired, 100, M.nameMax),
  flat_fee_amount: priceSchema(M.amount),
  free_from_amount: v.nullable(priceSchema(M.amount)),
  min_purchase_amount: priceSchema(M.amount),
  delivery_cost_type: v.picklist(DELIVERY_COST_TYPES, M.costType),
  delivery_cost_config: CostConfigSchema,
  delivery_loc_lat: coordinate(90, M.latitude),
  delivery_loc_lng: coordinate(180, M.longitude),
};

/** POST /v1/pos/delivery-method: created active (the status is not sent). */
export const DeliveryMethodCreateSchema = v.object({
  // Left out: the same message as empty.
  name: v.optional(fields.name, ''),
  type: v.optional(v.picklist(DELIVERY_METHOD_TYPES, M.type), 'delivery'),
  flat_fee_amount: v.optional(fields.flat_fee_amount, 0),
  free_from_amount: v.optional(fields.free_from_amount, null),
  min_purchase_amount: v.optional(fields.min_purchase_amount, 0),
  delivery_cost_type: v.optional(fields.delivery_cost_type, 'all'),
  delivery_cost_config: v.optional(fields.delivery_cost_config, { distance: { zones: [] } }),
  delivery_loc_lat: v.optional(fields.delivery_loc_lat, null),
  delivery_loc_lng: v.optional(fields.delivery_loc_lng, null),
});
export type DeliveryMethodCreate = v.InferOutput<typeof DeliveryMethodCreateSchema>;
export type DeliveryMethodCreateInput = v.InferInput<typeof DeliveryMethodCreateSchema>;

/** PATCH /v1/pos/delivery-method/{id}: any field; `type` may only repeat the stored one. */
export const DeliveryMethodPatchSchema = v.partial(
  v.object({ ...fields, type: v.picklist(DELIVERY_METHOD_TYPES, M.type), status: StatusSchema }),
);
export type DeliveryMethodPatch = v.InferOutput<typeof DeliveryMethodPatchSchema>;
export type DeliveryMethodPatchInput = v.InferInput<typeof DeliveryMethodPatchSchema>;

/** The path of the zones' own errors ('Agrega al menos una zona.'). */
export const ZONES_PATH = 'delivery_cost_config.distance.zones';

/** A method charged by distance needs at least one zone (checked on the saved whole, create or edit). */
export function deliveryCostErrors(method: {
  delivery_cost_type: (typeof DELIVERY_COST_TYPES)[number];
  delivery_cost_config: { distance: { zones: readonly unknown[] } };
}): Record<string, string[]> {
  return method.delivery_cost_type === 'distance' && method.delivery_cost_config.distance.zones.length === 0
    ? { [ZONES_PATH]: [M.required] }
    : {};
}
