/** spec §9 time zones by country: Sri Lanka Colombo, Bangladesh Dhaka, otherwise Manila. */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

const ZONES: Record<string, string> = {
  'sri lanka': 'Asia/Colombo',
  lk: 'Asia/Colombo',
  lka: 'Asia/Colombo',
  bangladesh: 'Asia/Dhaka',
  bd: 'Asia/Dhaka',
  bgd: 'Asia/Dhaka',
};

/** The merchant's time zone from the schema country (a name such as 'Sri Lanka' or a code such as 'LK'). */
export function timeZoneForCountry(country: string | null | undefined): string {
  const key = (country ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return ZONES[key] ?? DEFAULT_TIME_ZONE;
}
