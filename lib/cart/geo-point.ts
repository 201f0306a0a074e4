/** A delivery address's confirmed place (spec §3 Address.geoCoordinates). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Where the map opens when the address has no place yet: the centre of Colombo. */
export const DEFAULT_MAP_CENTER: GeoPoint = { lat: 6.9271, lng: 79.8612 };

/** Six decimals (about 10 cm): what is kept and shown of a place. */
export function roundPoint(point: GeoPoint): GeoPoint {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { lat: round(point.lat), lng: round(point.lng) };
}

function coordinate(text: string, limit: number): number | null {
  const trimmed = text.trim();
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
}

/** The typed fallback: latitude (−90..90) and longitude (−180..180) as decimal degrees, or null. */
export function parsePoint(latText: string, lngText: string): GeoPoint | null {
  const lat = coordinate(latText, 90);
  const lng = coordinate(lngText, 180);
  return lat === null || lng === null ? null : roundPoint({ lat, lng });
}

/**
 * A tile address template for the map: `{z}`, `{x}` and `{y}` (and optionally `{s}`) over http(s);
 * anything else falls back to OpenStreetMap's.
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function tileUrlOrDefault(raw: string | undefined): string {
  if (!raw) return DEFAULT_TILE_URL;
  const ok = /^https?:\/\/[^\s]+$/.test(raw) && ['{z}', '{x}', '{y}'].every((part) => raw.includes(part));
  return ok ? raw : DEFAULT_TILE_URL;
}
