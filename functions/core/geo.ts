/** Geometry on the sphere, in metres and degrees. Pure: shared by server and web. */
export const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export interface LatLng { lat: number; lng: number }

/** Great-circle distance (haversine), metres. */
export const haversineMeters = (a: LatLng, b: LatLng): number => {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** The point at `distance` metres from `from` on initial bearing `bearingDeg` (0 = north). */
export const destination = (from: LatLng, distance: number, bearingDeg: number): LatLng => {
  const δ = distance / EARTH_RADIUS_M;
  const θ = rad(bearingDeg);
  const φ1 = rad(from.lat);
  const λ1 = rad(from.lng);
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
  const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
  return { lat: deg(φ2), lng: ((deg(λ2) + 540) % 360) - 180 };
};

/** Initial bearing from a to b, degrees 0..360. */
export const bearing = (a: LatLng, b: LatLng): number => {
  const φ1 = rad(a.lat);
  const φ2 = rad(b.lat);
  const Δλ = rad(b.lng - a.lng);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (deg(Math.atan2(y, x)) + 360) % 360;
};

/** D12: the Italian 8-point compass. */
export const COMPASS_IT = ['Nord', 'Nord-Est', 'Est', 'Sud-Est', 'Sud', 'Sud-Ovest', 'Ovest', 'Nord-Ovest'] as const;
export const compassIt = (bearingDeg: number): (typeof COMPASS_IT)[number] => COMPASS_IT[Math.round(bearingDeg / 45) % 8]!;

/**
 * D10: a search-area centre placed at random so that the prize lies inside the circle of
 * `radiusM`. The centre is at a uniformly random distance up to 90 % of the radius (a margin
 * against rounding) in a uniformly random direction from the prize. `random` is injectable.
 */
export const areaCentreAround = (prize: LatLng, radiusM: number, random: () => number = Math.random): LatLng =>
  destination(prize, radiusM * 0.9 * Math.sqrt(random()), random() * 360);
