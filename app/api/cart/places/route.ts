import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { getCitiesOfDistrict, getCountryInfo } from '@/lib/api/catalogue';
import { idParam } from '@/lib/api/schemas';
import { errorResponse, json, readQuery } from '../_lib/bff';

const placesQuery = z.union([
  z.object({ districtId: idParam }),
  z.object({ country: z.string().trim().min(1).max(80) }),
]);

/** Address selects: `?country=` gives provinces and districts, `?districtId=` the cities of a district. */
export async function GET(request: NextRequest) {
  try {
    const q = readQuery(request, placesQuery);
    return json('districtId' in q ? await getCitiesOfDistrict(q.districtId) : await getCountryInfo(q.country));
  } catch (e) {
    return errorResponse(e);
  }
}
