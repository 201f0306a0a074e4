import { ApiError } from '@/lib/api/errors';
import { optionalPart } from './optional-part';

describe('a part a cached page can do without', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is its value when it can be read', async () => {
    await expect(optionalPart('widget', async () => ['a'], [])).resolves.toEqual(['a']);
  });

  it('is left out when the API refuses the request itself', async () => {
    const refused = async () => {
      throw new ApiError('bad-request', 400, 'E4000', 'The request was not valid.');
    };
    await expect(optionalPart('widget', refused, [])).resolves.toEqual([]);
  });

  it.each([
    ['unreachable', new ApiError('unavailable', 503, 'E5030', 'We are sorry, Site is temporarily offline')],
    ['failing', new ApiError('server', 500, '', 'An error occurred')],
    ['in maintenance', new ApiError('maintenance', 503, 'E2003', 'We are sorry, Site is temporarily offline')],
  ])('fails the render when the API is %s, so no page without it is cached', async (_, outage) => {
    const failing = async () => {
      throw outage;
    };
    await expect(optionalPart('widget', failing, [])).rejects.toBe(outage);
  });
});
