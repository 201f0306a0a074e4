import { imageQuery } from './schemas';
import { servedWidth } from './media';

describe('widths asked of the image path', () => {
  it('are ones it serves: the home-screen icons ask for 512 and get the next width up', () => {
    expect(servedWidth(512)).toBe(576);
    expect(imageQuery.safeParse({ w: String(servedWidth(512)) }).success).toBe(true);
    expect(servedWidth(200)).toBe(200);
    expect(servedWidth(5000)).toBe(1920);
  });
});
