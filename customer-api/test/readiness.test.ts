import { call, startTestApi, type TestApi } from './start-test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('readiness', () => {
  it('answers ok while the database answers, and 503 (not an error) once it does not', async () => {
    expect(await call(`${api.origin}/ready`)).toMatchObject({ status: 200, body: { ok: true } });
    api.db.close();
    expect(await call(`${api.origin}/ready`)).toMatchObject({ status: 503, body: { ok: false } });
  });
});
