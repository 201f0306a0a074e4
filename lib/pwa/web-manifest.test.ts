import sharp from 'sharp';
import { renderAppIcon } from './app-icon';
import { APP_ICONS, isAppIconName, webManifest } from './web-manifest';

const schema = {
  merchantName: 'Lanka Living Homeware',
  styles: JSON.stringify({ primary: '#7A1F3D', pageBackground: '#FFF8F0' }),
  seoConfigurations: { merchantConfigurations: { description: 'Homeware from Sri Lanka', title: null } },
};

/** The colour of one pixel of a PNG, as #rrggbb. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[0, 1, 2].map((i) => (data[at + i] ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

describe('web app manifest', () => {
  it('carries the merchant’s name, colours and the 192, 512 and maskable icons', () => {
    const manifest = webManifest(schema);
    expect(manifest).toMatchObject({
      name: 'Lanka Living Homeware',
      short_name: 'Lanka Living',
      description: 'Homeware from Sri Lanka',
      start_url: '/',
      display: 'standalone',
      theme_color: '#7a1f3d',
      background_color: '#fff8f0',
    });
    expect(manifest.icons).toEqual([
      { src: '/app-icon/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icon/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app-icon/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('falls back to the default colours when the merchant’s styles say nothing usable', () => {
    const manifest = webManifest({ ...schema, merchantName: 'Shop', styles: 'not json' });
    expect(manifest).toMatchObject({ name: 'Shop', short_name: 'Shop', theme_color: '#0f5f58', background_color: '#ffffff' });
  });

  it('knows only its own icon names', () => {
    expect(isAppIconName('icon-192.png')).toBe(true);
    expect(isAppIconName('apple-touch-icon.png')).toBe(true);
    expect(isAppIconName('toString')).toBe(false);
    expect(isAppIconName('../icon.png')).toBe(false);
  });
});

describe('home-screen icons', () => {
  const colours = { theme: '#7a1f3d', background: '#fff8f0' };
  // A red square logo, 300 px.
  const logo = () =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();

  it.each(Object.entries(APP_ICONS))('%s is an opaque PNG of its size', async (name, { size }) => {
    const png = await renderAppIcon(name as keyof typeof APP_ICONS, await logo(), colours);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', size, size, false]);
  });

  it('puts the logo on the page background, inside the safe zone on the maskable icon', async () => {
    const plain = await renderAppIcon('icon-512.png', await logo(), colours);
    expect(await pixel(plain, 256, 256)).toBe('#ff0000');
    expect(await pixel(plain, 60, 256)).toBe('#ff0000'); // 80 % box: from 51 px
    expect(await pixel(plain, 20, 20)).toBe('#fff8f0');
    const maskable = await renderAppIcon('maskable-512.png', await logo(), colours);
    expect(await pixel(maskable, 256, 256)).toBe('#ff0000');
    // 56 % box: the logo starts at 113 px, inside the 80 % circle every mask keeps.
    expect(await pixel(maskable, 100, 256)).toBe('#fff8f0');
    expect(await pixel(maskable, 120, 256)).toBe('#ff0000');
  });

  it('draws the shop’s bag on the brand colour without a logo, or with one that is no image', async () => {
    for (const input of [null, Buffer.from('not an image')]) {
      const png = await renderAppIcon('icon-192.png', input, colours);
      expect(await pixel(png, 4, 4)).toBe('#7a1f3d');
      expect((await sharp(png).metadata()).width).toBe(192);
    }
  });
});
