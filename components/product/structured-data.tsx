import type { JsonLd } from '@/lib/seo/json-ld';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { parkJsonLd } from '@/lib/seo/json-ld-handoff';
import type { OpenGraphTag } from '@/lib/seo/metadata';
import { JsonLdScripts } from './json-ld-scripts';

/**
 * JSON-LD, escaped for its script element, and OpenGraph tags Next's metadata cannot express (og:type
 * product). The JSON-LD reaches the HTML through `JsonLdScripts`, not as rendered elements: those would
 * travel again in the RSC payload (lib/seo/json-ld-handoff.ts).
 */
export function StructuredData({ jsonLd, openGraphTags = [] }: { jsonLd: JsonLd[]; openGraphTags?: OpenGraphTag[] }) {
  const id = crypto.randomUUID();
  parkJsonLd(id, jsonLd.map((ld) => serializeJsonLd(ld)));
  return (
    <>
      {openGraphTags.map((tag) => (
        <meta key={`${tag.property}-${tag.content}`} property={tag.property} content={tag.content} />
      ))}
      <JsonLdScripts id={id} />
    </>
  );
}
