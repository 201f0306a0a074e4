import { z } from 'zod';
import { getCitiesOfDistrict, getCity, getCountryInfo } from '@/lib/api/catalogue';
import { idParam } from '@/lib/api/schemas';
import { bffRoute } from '@/lib/bff/route';

const placesQuery = z.union([
  z.object({ districtId: idParam }),
  z.object({ cityId: idParam }),
  z.object({ country: z.string().trim().min(1).max(80) }),
]);

/**
 * Address selects: `?country=` gives provinces and districts, `?districtId=` the cities of a district,
 * `?cityId=` one city with its district and province (a saved address being edited).
 */
export const GET = bffRoute({ query: placesQuery }, ({ query }) => {
  if ('districtId' in query) return getCitiesOfDistrict(query.districtId);
  if ('cityId' in query) return getCity(query.cityId);
  return getCountryInfo(query.country);
});
