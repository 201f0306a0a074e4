import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageQuery } from '@/lib/api/schemas';
import { DEFAULT_ICON, ICON_WIDTH, shopIcons } from './shop-icon';

describe('page icons (spec §9 default icon)', () => {
  it('are the default icon when the merchant gives no logo', () => {
    expect(DEFAULT_ICON).toBe('/merchant-resources/white_logo.png');
    expect(shopIcons(null)).toEqual({ icon: DEFAULT_ICON, apple: DEFAULT_ICON });
  });

  it('ship the default icon as a PNG the site serves', () => {
    const file = path.join(process.cwd(), 'public', DEFAULT_ICON);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it("are the merchant's logo when there is one", () => {
    expect(shopIcons('site/logo.png')).toEqual({ icon: '/media/site/logo.png?w=200', apple: '/media/site/logo.png?w=200' });
  });

  it('ask the image path for a width it serves', () => {
    expect(imageQuery.safeParse({ w: String(ICON_WIDTH) }).success).toBe(true);
  });
});
