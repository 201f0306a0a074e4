import { preload } from 'react-dom';
import { IMAGE_SIZES, mediaSrc } from '@/lib/images/media';
import { responsiveImage } from '@/lib/images/responsive-image';

/** Which `<source>` the browser picks at each width, as media queries that do not overlap (for preloads). */
const SMALL = '(max-width: 576px)';
const MEDIUM = '(max-width: 768px)';
const PRELOAD_MEDIA = { small: SMALL, medium: '(min-width: 576.02px) and (max-width: 768px)', large: '(min-width: 768.02px)' };

/**
 * A banner picture with the spec §9 variants: 576x432 up to 576 px, 768x432 up to 768 px, 1920x768
 * from 769 px. The first slide (`eager`) is the home page's largest paint: its variant for the screen is
 * preloaded from the head with a high priority, as `next/image` does for an `<img>` with `preload`, since a
 * `<picture>` is only found once the parser reaches it.
 */
export function BannerImage({ imageRef, alt, eager }: { imageRef: string; alt: string; eager: boolean }) {
  // Rendered inside the carousel, a client component: next/image's srcsets without its code (responsiveImage).
  // The banner spans the screen at every breakpoint; each <source> says so too (width descriptors need sizes).
  const common = { sizes: '100vw' };
  const { srcSet: small } = responsiveImage(mediaSrc(imageRef, 'bannerSmall'), common);
  const { srcSet: medium } = responsiveImage(mediaSrc(imageRef, 'bannerMedium'), common);
  const large = responsiveImage(mediaSrc(imageRef, 'banner'), common);
  if (eager) {
    const variants = [
      [small, PRELOAD_MEDIA.small],
      [medium, PRELOAD_MEDIA.medium],
      [large.srcSet, PRELOAD_MEDIA.large],
    ] as const;
    for (const [srcSet, media] of variants) {
      if (srcSet) preload(large.src, { as: 'image', imageSrcSet: srcSet, imageSizes: common.sizes, fetchPriority: 'high', media });
    }
  }
  return (
    <picture>
      <source
        media={SMALL}
        srcSet={small}
        sizes={common.sizes}
        width={IMAGE_SIZES.bannerSmall.width}
        height={IMAGE_SIZES.bannerSmall.height}
      />
      <source
        media={MEDIUM}
        srcSet={medium}
        sizes={common.sizes}
        width={IMAGE_SIZES.bannerMedium.width}
        height={IMAGE_SIZES.bannerMedium.height}
      />
      <img
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        width={IMAGE_SIZES.banner.width}
        height={IMAGE_SIZES.banner.height}
        decoding="async"
        className="block h-auto w-full object-cover"
        style={{ color: 'transparent' }}
        {...large}
      />
    </picture>
  );
}
