/**
 * The widths the shop's images are offered at (next.config.ts `images`): next/image builds its srcsets
 * from them on the server, `responsiveImage` (responsive-image.ts) in the browser.
 */
export const IMAGE_WIDTHS = {
  deviceSizes: [384, 576, 768, 1080, 1440, 1920],
  imageSizes: [64, 128, 200, 256],
};
