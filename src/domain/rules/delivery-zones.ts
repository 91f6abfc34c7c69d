/**
 * Distance zones of a delivery method (02 §5 "Delivery methods", §9): each zone reaches `km` from
 * the kitchen and starts where the previous one ends (the first at 0), so only the upper limits
 * are stored and 'from' is derived.
 */
export interface DeliveryZone {
  km: number;
  fee: number;
}

export interface ZoneRange<Zone> {
  zone: Zone;
  from: number;
  to: number;
}

/** Zone n runs from zone n-1's limit to its own; the first from 0. */
export function zoneRanges<Zone extends { km: number }>(zones: readonly Zone[]): ZoneRange<Zone>[] {
  return zones.map((zone, index) => ({
    zone,
    from: index === 0 ? 0 : (zones[index - 1]?.km ?? 0),
    to: zone.km,
  }));
}

/** 02 §9: the first zone is 1 km; each new one adds 1 km to the last and copies its fee. */
export function nextZone(zones: readonly DeliveryZone[]): DeliveryZone {
  const last = zones.at(-1);
  return last ? { km: last.km + 1, fee: last.fee } : { km: 1, fee: 0 };
}

/** At least one zone must remain: the last one cannot be deleted. */
export function canDeleteZone(zones: readonly unknown[]): boolean {
  return zones.length > 1;
}

export const ZONE_MESSAGES = {
  required: 'Agrega al menos una zona.',
  km: 'Ingresa una distancia de 0.1 a 1000 km (un decimal como máximo).',
  afterPrevious: 'Debe ser mayor que el límite de la zona anterior.',
} as const;

export const ZONE_KM_MAX = 1000;

/** A limit in km: above 0, up to 1000, at most one decimal (100 m). */
export function isZoneKm(km: number): boolean {
  return Number.isFinite(km) && km > 0 && km <= ZONE_KM_MAX && Math.abs(km * 10 - Math.round(km * 10)) < 1e-9;
}

/** The index of each zone whose limit does not pass the previous one's (limits strictly increase). */
export function zonesOutOfOrder(zones: readonly { km: number }[]): number[] {
  return zones.flatMap((zone, index) => {
    const previous = zones[index - 1];
    return previous !== undefined && !(zone.km > previous.km) ? [index] : [];
  });
}
