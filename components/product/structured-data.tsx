import type { JsonLd } from '@/lib/seo/json-ld';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import type { OpenGraphTag } from '@/lib/seo/metadata';

/** JSON-LD, escaped for its script element, and OpenGraph tags Next's metadata cannot express (og:type product). */
export function StructuredData({ jsonLd, openGraphTags = [] }: { jsonLd: JsonLd[]; openGraphTags?: OpenGraphTag[] }) {
  return (
    <>
      {openGraphTags.map((tag) => (
        <meta key={`${tag.property}-${tag.content}`} property={tag.property} content={tag.content} />
      ))}
      {jsonLd.map((ld, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(ld) }} />
      ))}
    </>
  );
}
