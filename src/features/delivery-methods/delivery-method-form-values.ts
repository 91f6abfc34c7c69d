import {
  type DeliveryMethod,
  type DeliveryMethodCreateInput,
  DELIVERY_METHOD_MESSAGES as M,
  ZONES_PATH,
} from '../../domain/contract/delivery-method';
import { isZoneKm, nextZone, zonesOutOfOrder } from '../../domain/rules/delivery-zones';
import { moneyAmount, readMoney } from '../../domain/rules/money-input';
import { randomId } from '../../domain/rules/random-id';

/**
 * How the shipping is charged, as the form offers it (02 §3): 'free' and 'all' are both sent as
 * 'all' ('free' with a fee of 0), 'distance' charges the zone's fee.
 */
export const COST_CHOICES = [
  { value: 'free', label: 'Gratis' },
  { value: 'all', label: 'Tarifa fija' },
  { value: 'distance', label: 'Por distancia' },
] as const;
export type CostChoice = (typeof COST_CHOICES)[number]['value'];

type Typed = number | string;
export interface ZoneValues {
  key: string;
  km: Typed;
  fee: Typed;
}

export interface DeliveryMethodFormValues {
  name: string;
  status: DeliveryMethod['status'];
  cost: CostChoice;
  flat_fee_amount: Typed;
  free_from_enabled: boolean;
  free_from_amount: Typed;
  min_purchase_amount: Typed;
  /** The API's path, so the server's errors ('….zones.1.km') land under their inputs. */
  delivery_cost_config: { distance: { zones: ZoneValues[] } };
}

const zoneRow = (zone: { km: Typed; fee: Typed }): ZoneValues => ({ key: randomId(), ...zone });

/** The zones as numbers (what is typed and not yet a number counts as 0). */
export function zoneNumbers(zones: readonly ZoneValues[]) {
  return zones.map((zone) => ({ km: Number(zone.km) || 0, fee: moneyAmount(zone.fee) ?? 0 }));
}

/** 'Agregar zona': the new zone reaches 1 km further and copies the last fee (02 §9). */
export function withNextZone(zones: readonly ZoneValues[]): ZoneValues[] {
  return [...zones, zoneRow(nextZone(zoneNumbers(zones)))];
}

function costChoice(method: DeliveryMethod | null): CostChoice {
  if (!method || method.delivery_cost_type === 'distance') return method ? 'distance' : 'free';
  return method.flat_fee_amount > 0 ? 'all' : 'free';
}

export function deliveryMethodFormValues(method: DeliveryMethod | null): DeliveryMethodFormValues {
  const zones = method?.delivery_cost_config.distance.zones ?? [];
  return {
    name: method?.name ?? '',
    status: method?.status ?? 'active',
    cost: costChoice(method),
    flat_fee_amount: method?.flat_fee_amount ?? 0,
    free_from_enabled: method?.free_from_amount != null,
    free_from_amount: method?.free_from_amount ?? '',
    min_purchase_amount: method?.min_purchase_amount ?? 0,
    // 02 §9: the first zone is 1 km.
    delivery_cost_config: { distance: { zones: zones.length > 0 ? zones.map(zoneRow) : withNextZone([]) } },
  };
}

/** What a save sends; the free-from toggle off sends null; zones only when charged by distance. */
export function deliveryMethodFormBody(
  values: DeliveryMethodFormValues,
): Omit<DeliveryMethodCreateInput, 'type'> {
  return {
    name: values.name.trim(),
    flat_fee_amount: values.cost === 'all' ? (moneyAmount(values.flat_fee_amount) ?? 0) : 0,
    free_from_amount: values.free_from_enabled ? (moneyAmount(values.free_from_amount) ?? 0) : null,
    min_purchase_amount: moneyAmount(values.min_purchase_amount) ?? 0,
    delivery_cost_type: values.cost === 'distance' ? 'distance' : 'all',
    ...(values.cost === 'distance'
      ? {
          delivery_cost_config: {
            distance: { zones: zoneNumbers(values.delivery_cost_config.distance.zones) },
          },
        }
      : {}),
  };
}

/** 02 §5 "Delivery methods" with the server's messages, before anything is sent. */
export function deliveryMethodFormErrors(values: DeliveryMethodFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name === '') errors.name = M.nameRequired;
  else if (name.length > 100) errors.name = M.nameMax;
  const amounts = [
    ['min_purchase_amount', true],
    ['flat_fee_amount', values.cost === 'all'],
    ['free_from_amount', values.free_from_enabled],
  ] as const;
  for (const [field, shown] of amounts) {
    if (shown && readMoney(values[field]).kind !== 'amount') errors[field] = M.amount;
  }
  if (values.cost !== 'distance') return errors;
  const zones = values.delivery_cost_config.distance.zones;
  if (zones.length === 0) errors[ZONES_PATH] = M.required;
  zones.forEach((zone, index) => {
    if (zone.km === '' || !isZoneKm(Number(zone.km))) errors[`${ZONES_PATH}.${index}.km`] = M.km;
    if (readMoney(zone.fee).kind !== 'amount') errors[`${ZONES_PATH}.${index}.fee`] = M.amount;
  });
  for (const index of zonesOutOfOrder(zoneNumbers(zones))) {
    errors[`${ZONES_PATH}.${index}.km`] ??= M.afterPrevious;
  }
  return errors;
}
