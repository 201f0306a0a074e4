import { getImageProps } from 'next/image';
import { mediaSrc } from '@/lib/images/media';

/**
 * The merchant's background image behind the whole page (spec §1), decorative. A server component:
 * next/image's attributes come from `getImageProps`, so no page ships its component for this image.
 */
export function SiteBackground({ image }: { image: string | null }) {
  if (!image) return null;
  const { props } = getImageProps({
    src: mediaSrc(image),
    alt: '',
    fill: true,
    sizes: '100vw',
    className: 'absolute inset-0 size-full object-cover',
  });
  return (
    <div className="pointer-events-none fixed inset-0 -z-10" aria-hidden="true">
      {/* The box is filled by the class, not by the inline style of `fill` (it went into the HTML and the payload). */}
      {/* eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's attributes (alt among them) without its component */}
      <img {...props} style={undefined} />
    </div>
  );
}
