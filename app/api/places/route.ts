import { z } from 'zod';
import { getCitiesOfDistrict, getCountryInfo } from '@/lib/api/catalogue';
import { idParam } from '@/lib/api/schemas';
import { bffRoute } from '@/lib/bff/route';

const placesQuery = z.union([z.object({ districtId: idParam }), z.object({ country: z.string().trim().min(1).max(80) })]);

/** Address selects: `?country=` gives provinces and districts, `?districtId=` the cities of a district. */
export const GET = bffRoute({ query: placesQuery }, ({ query }) =>
  'districtId' in query ? getCitiesOfDistrict(query.districtId) : getCountryInfo(query.country),
);
