import { NEAR_ME_MAX_RADIUS_KM, type NearMe } from '@clube/contract';

/** Km in one degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;
const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Where to look for partners near a position: a latitude/longitude box (an index range on both
 * dialects, no extension) and the scale that makes a longitude degree comparable to a latitude
 * degree there, so (Δlat)² + (scale·Δlng)² orders by distance and bounds the radius in SQL.
 */
export interface NearMeArea {
  latitude: number;
  longitude: number;
  radiusKm: number;
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
  longitudeScale: number;
  /** The radius in latitude degrees, squared: compared with the planar distance in SQL. */
  radiusDegreesSquared: number;
}

export function nearMeArea({ latitude, longitude, raioKm }: NearMe): NearMeArea {
  const radius = raioKm ?? NEAR_ME_MAX_RADIUS_KM;
  const dLat = radius / KM_PER_DEGREE;
  // Never below cos(89°): keeps the box finite near the poles.
  const longitudeScale = Math.max(Math.cos(rad(latitude)), Math.cos(rad(89)));
  const dLng = Math.min(180, dLat / longitudeScale);
  return {
    latitude,
    longitude,
    radiusKm: radius,
    minLatitude: latitude - dLat,
    maxLatitude: latitude + dLat,
    minLongitude: longitude - dLng,
    maxLongitude: longitude + dLng,
    longitudeScale,
    radiusDegreesSquared: dLat * dLat,
  };
}

/** How much smaller each ring is than the next, and the smallest worth asking for. */
const RING_FACTOR = 2;
const SMALLEST_RING_KM = 1;

/**
 * The areas to try before the whole radius, smallest first, each twice the radius of the one
 * before (for 50 km: 1.6, 3.1, 6.3, 12.5 and 25 km; none under 1 km). Where partners are dense, a page of the nearest is found in a small box without
 * measuring every partner of the radius (docs/decisions/097-near-me-at-scale.md).
 */
export function innerRings(area: NearMeArea): NearMeArea[] {
  const rings: NearMeArea[] = [];
  for (let radius = area.radiusKm / RING_FACTOR; radius >= SMALLEST_RING_KM; radius /= RING_FACTOR)
    rings.unshift(
      nearMeArea({ latitude: area.latitude, longitude: area.longitude, raioKm: radius }),
    );
  return rings;
}

/** The great-circle distance in km (haversine), rounded to 100 m as the cards show it. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = rad(to.latitude - from.latitude);
  const dLng = rad(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10) / 10;
}
