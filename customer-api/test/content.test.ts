import { z } from 'zod';
import { apiError, city, contentPage, countryInfo, outlet } from '../../lib/api/schemas';
import { call, startTestApi, type TestApi } from './start-test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

async function expectError(path: string, status: number) {
  const res = await call(`${api.api}${path}`);
  expect(res.status).toBe(status);
  expect(apiError.parse(res.body)).toMatchObject({ httpStatus: status, code: status === 404 ? 'E4040' : 'E4000' });
}

describe('content pages', () => {
  it('returns a page by id', async () => {
    const res = await call(`${api.api}/page/about-us`);
    expect(res.status).toBe(200);
    const page = contentPage.parse(res.body);
    expect(page.id).toBe('about-us');
    expect(page.content.en).toContain('Since 2026');
  });

  it('answers 404 for an unknown page and 400 for a malformed id', async () => {
    await expectError('/page/no-such-page', 404);
    await expectError('/page/bad%20id', 400);
  });
});

describe('outlets', () => {
  it('lists the outlets in order with their schedules', async () => {
    const res = await call(`${api.api}/outlet/get`);
    expect(res.status).toBe(200);
    const outlets = z.array(outlet).parse(res.body);
    expect(outlets.map((o) => o.id)).toEqual(['o-colombo', 'o-kandy']);
    expect(outlets[0]?.schedule.openHours).toHaveLength(6);
    expect(outlets[0]?.schedule.exceptions).toEqual([{ type: 'DAY_OF_YEAR', value: '04-14' }]);
  });
});

describe('cities', () => {
  it('finds a city by id', async () => {
    const res = await call(`${api.api}/cities/search/find_by_id/city-kandy`);
    expect(res.status).toBe(200);
    expect(city.parse(res.body)).toMatchObject({ id: 'city-kandy', districtId: 'd-kandy', provinceId: 'pr-central', deliverable: false });
  });

  it('answers 404 for an unknown city and 400 for a malformed id', async () => {
    await expectError('/cities/search/find_by_id/city-atlantis', 404);
    await expectError('/cities/search/find_by_id/a%2Fb', 400);
  });

  it('lists the cities of a district in order', async () => {
    const res = await call(`${api.api}/cities/search/citysearch_by_id/d-colombo`);
    expect(res.status).toBe(200);
    expect(
      z
        .array(city)
        .parse(res.body)
        .map((c) => c.id),
    ).toEqual(['city-colombo-03', 'city-dehiwala']);
  });

  it('answers an empty list for a district without cities, 404 for an unknown district', async () => {
    const res = await call(`${api.api}/cities/search/citysearch_by_id/d-nuwara-eliya`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    await expectError('/cities/search/citysearch_by_id/d-atlantis', 404);
  });
});

describe('country info', () => {
  it.each(['Sri Lanka', 'sri lanka', 'SRI LANKA', 'LK', 'lk'])('finds the country by name or code: %s', async (name) => {
    const res = await call(`${api.api}/cities/search/find-country-info/${encodeURIComponent(name)}`);
    expect(res.status).toBe(200);
    const info = countryInfo.parse(res.body);
    expect(info).toMatchObject({ name: 'Sri Lanka', code: 'LK' });
    expect(info.provinces.map((p) => p.id)).toEqual(['pr-western', 'pr-central']);
    expect(info.provinces[1]?.districts.map((d) => d.id)).toEqual(['d-kandy', 'd-nuwara-eliya']);
    expect(info.provinces[0]?.name.si).toBe('බස්නාහිර');
  });

  it('answers 404 for an unknown country and 400 for an overlong name', async () => {
    await expectError('/cities/search/find-country-info/Atlantis', 404);
    await expectError(`/cities/search/find-country-info/${'a'.repeat(101)}`, 400);
  });
});
