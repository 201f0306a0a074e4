import Image from 'next/image';
import { mediaSrc } from '@/lib/images/media';

/** The merchant's background image behind the whole page (spec §1), decorative. */
export function SiteBackground({ image }: { image: string | null }) {
  if (!image) return null;
  return (
    <div className="pointer-events-none fixed inset-0 -z-10" aria-hidden="true">
      <Image src={mediaSrc(image)} alt="" fill sizes="100vw" className="object-cover" />
    </div>
  );
}
