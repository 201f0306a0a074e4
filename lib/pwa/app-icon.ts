import 'server-only';
import sharp from 'sharp';
import { APP_ICONS, type AppIconName } from './web-manifest';

/** The shop's bag glyph (the mark of /merchant-resources/white_logo.png) in the merchant's colour, full-bleed: the icon when there is no logo. */
function defaultIconSvg(colour: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/>` +
      '<g transform="translate(32 32) scale(0.75) translate(-32 -35)"><path d="M20 24h24l-2 26H22z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>' +
      '<path d="M26 24v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/></g></svg>',
  );
}

/**
 * One home-screen icon as PNG: the merchant's logo centred on the page background (opaque: iOS shows
 * transparency as black). A maskable icon keeps the logo inside the middle 80 % circle every mask leaves
 * (a square of 56 % of the side); without a usable logo, the bag glyph on the brand colour.
 */
export async function renderAppIcon(
  name: AppIconName,
  logo: Buffer | null,
  colours: { theme: string; background: string },
): Promise<Buffer> {
  const { size, maskable } = APP_ICONS[name];
  if (logo) {
    try {
      const box = Math.round(size * (maskable ? 0.56 : 0.8));
      const fitted = await sharp(logo)
        .resize(box, box, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      const placed = await sharp({ create: { width: size, height: size, channels: 4, background: colours.background } })
        .composite([{ input: fitted, gravity: 'centre' }])
        .png()
        .toBuffer();
      // Composition runs last in a sharp pipeline: the alpha channel goes in a second pass.
      return await sharp(placed).flatten({ background: colours.background }).png().toBuffer();
    } catch {
      // Not an image sharp can read: the default icon below.
    }
  }
  return sharp(defaultIconSvg(colours.theme), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .flatten({ background: colours.theme })
    .png()
    .toBuffer();
}
