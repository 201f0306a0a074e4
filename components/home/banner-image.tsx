import { getImageProps } from 'next/image';
import { IMAGE_SIZES, mediaSrc } from '@/lib/images/media';

/**
 * A banner picture with the spec §9 variants: 576x432 up to 576 px, 768x432 up to 768 px, 1920x768
 * from 769 px.
 */
export function BannerImage({ imageRef, alt, eager }: { imageRef: string; alt: string; eager: boolean }) {
  const common = { alt, sizes: '100vw', loading: eager ? ('eager' as const) : ('lazy' as const), fetchPriority: eager ? ('high' as const) : ('auto' as const) };
  const { props: { srcSet: small } } = getImageProps({ ...common, src: mediaSrc(imageRef, 'bannerSmall'), ...IMAGE_SIZES.bannerSmall });
  const { props: { srcSet: medium } } = getImageProps({ ...common, src: mediaSrc(imageRef, 'bannerMedium'), ...IMAGE_SIZES.bannerMedium });
  const { props: large } = getImageProps({ ...common, src: mediaSrc(imageRef, 'banner'), ...IMAGE_SIZES.banner });
  return (
    <picture>
      <source media="(max-width: 576px)" srcSet={small} width={IMAGE_SIZES.bannerSmall.width} height={IMAGE_SIZES.bannerSmall.height} />
      <source media="(max-width: 768px)" srcSet={medium} width={IMAGE_SIZES.bannerMedium.width} height={IMAGE_SIZES.bannerMedium.height} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes with the spread props */}
      <img {...large} className="block h-auto w-full object-cover" />
    </picture>
  );
}
