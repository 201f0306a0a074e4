import mediaLoader from './image-loader';
import { IMAGE_WIDTHS } from './image-widths';

const ALL_WIDTHS = [...IMAGE_WIDTHS.imageSizes, ...IMAGE_WIDTHS.deviceSizes].sort((a, b) => a - b);
const LARGEST = ALL_WIDTHS[ALL_WIDTHS.length - 1] ?? 0;

/** An image that fills its box (`sizes` says how wide the box is) or one of a fixed size. */
type Fit = { sizes: string } | { width: number; height: number };

interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * The `src`, `srcSet` and `sizes` next/image gives an image of the shop (its widths, the shop's loader),
 * for client components that render a plain `<img>`: the same choice of widths as next/image's
 * `getImageProps` (responsive-image.test.ts compares them), without shipping next/image's component to the
 * browser. Server components use `getImageProps` itself.
 */
export function responsiveImage(src: string, fit: Fit): ResponsiveImage {
  let widths: number[];
  let descriptor: (width: number, index: number) => string;
  if ('sizes' in fit) {
    // Widths down to the smallest share of the screen the image takes (e.g. 50vw of the narrowest screen).
    const shares = [...fit.sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
    const smallest = shares.length > 0 ? Math.min(...shares) / 100 : 0;
    widths = ALL_WIDTHS.filter((w) => w >= (IMAGE_WIDTHS.deviceSizes[0] ?? 0) * smallest);
    descriptor = (w) => `${w}w`;
  } else {
    // A 1× and a 2× image, each the nearest offered width up.
    widths = [...new Set([fit.width, fit.width * 2].map((w) => ALL_WIDTHS.find((offered) => offered >= w) ?? LARGEST))];
    descriptor = (_w, i) => `${i + 1}x`;
  }
  const url = (width: number) => mediaLoader({ src, width });
  return {
    ...('sizes' in fit ? { sizes: fit.sizes } : { width: fit.width, height: fit.height }),
    srcSet: widths.map((w, i) => `${url(w)} ${descriptor(w, i)}`).join(', '),
    src: url(widths[widths.length - 1] ?? LARGEST),
  };
}
