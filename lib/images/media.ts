/** Image sizes of spec §9 as width:height. */
export const IMAGE_SIZES = {
  card: { width: 600, height: 615 },
  detail: { width: 700, height: 700 },
  thumbnail: { width: 200, height: 200 },
  menuCard: { width: 600, height: 600 },
  banner: { width: 1920, height: 768 },
  bannerMedium: { width: 768, height: 432 },
  bannerSmall: { width: 576, height: 432 },
} as const;

export type ImageSize = keyof typeof IMAGE_SIZES;

const REF = /^[a-z0-9/_.-]+$/;

/** Same-origin path of an image reference for next/image (with `lib/images/image-loader`). */
export function mediaSrc(ref: string | null | undefined, size?: ImageSize): string {
  const safe = ref && REF.test(ref) && !ref.includes('..') ? ref : 'placeholder.webp';
  if (!size) return `/media/${safe}`;
  const { width, height } = IMAGE_SIZES[size];
  return `/media/${safe}?ar=${width}:${height}`;
}

/** Absolute URL of an image at one size, for OpenGraph, JSON-LD and the sitemap. */
export function absoluteMediaUrl(siteUrl: string, ref: string | null | undefined, size: ImageSize): string {
  const { width, height } = IMAGE_SIZES[size];
  const path = mediaSrc(ref).replace(/\?.*$/, '');
  return `${siteUrl.replace(/\/$/, '')}${path}?w=${width}&h=${height}`;
}
