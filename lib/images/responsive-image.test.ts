import type { getImageProps as GetImageProps } from 'next/image';
import mediaLoader from './image-loader';
import { IMAGE_WIDTHS } from './image-widths';
import { mediaSrc } from './media';
import { responsiveImage } from './responsive-image';

const DETAIL_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

/**
 * next/image's getImageProps with the shop's widths (next.config.ts `images`), which the build gives it
 * through `process.env.__NEXT_IMAGE_OPTS`, read when the module loads.
 */
function shopGetImageProps(): typeof GetImageProps {
  const env = process.env;
  process.env = { ...env, __NEXT_IMAGE_OPTS: { ...IMAGE_WIDTHS, loader: 'custom' } as unknown as string };
  let loaded: typeof GetImageProps | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded again under the options above
    loaded = (require('next/image') as { getImageProps: typeof GetImageProps }).getImageProps;
  });
  process.env = env;
  if (!loaded) throw new Error('next/image did not load');
  return loaded;
}
const getImageProps = shopGetImageProps();

/** What next/image's getImageProps gives for the same image with the shop's loader and widths. */
function nextImage(props: Parameters<typeof GetImageProps>[0]) {
  const { src, srcSet, sizes, width, height } = getImageProps({ loader: mediaLoader, ...props }).props;
  // A sized image with `sizes` keeps its width and height attributes: compared apart from the srcset.
  const sized = props.sizes ? {} : { width, height };
  return Object.fromEntries(Object.entries({ src, srcSet, sizes, ...sized }).filter(([, value]) => value !== undefined));
}

describe('responsive images without next/image in the browser', () => {
  it.each([DETAIL_SIZES, '100vw', '(min-width: 1024px) 300px, 50vw', '(min-width: 1280px) 600px'])(
    'gives a filled box sized %s what next/image gives',
    (sizes) => {
      const src = mediaSrc('products/p-1/1.webp', 'detail');
      const mine = responsiveImage(src, { sizes });
      expect(mine).toEqual(nextImage({ src, alt: '', fill: true, sizes }));
      expect(mine.srcSet).toContain('w=576&h=576 576w');
    },
  );

  it('gives a sized image filling the screen what next/image gives (the home banner)', () => {
    const src = mediaSrc('banners/1.webp', 'bannerSmall');
    expect(responsiveImage(src, { sizes: '100vw' })).toEqual(nextImage({ src, alt: '', width: 576, height: 432, sizes: '100vw' }));
  });

  it.each([120, 160, 300, 2000])('gives a %i px image a 1× and a 2× width as next/image does', (width) => {
    const src = mediaSrc('products/p-1/1.webp', 'thumbnail');
    expect(responsiveImage(src, { width, height: width })).toEqual(nextImage({ src, alt: '', width, height: width }));
  });
});
