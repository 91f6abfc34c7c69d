/** A point on the map (WGS 84 degrees). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in km (haversine): how delivery zones are measured. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The zone a distance falls in: the first whose radius reaches it, zones taken from the nearest. */
export function zoneOfDistance<Zone extends { km: number }>(zones: readonly Zone[], km: number): Zone | null {
  return [...zones].sort((a, b) => a.km - b.km).find((zone) => km <= zone.km) ?? null;
}
