/** Words of a shopper's query: letters, digits and combining marks (Sinhala/Tamil vowel signs) only. */
export function queryWords(query: string): string[] {
  return query
    .normalize('NFC')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 16);
}

/** Prefixes shorter than this match names, brands and SKUs only: in descriptions they match nearly everything. */
const DESCRIPTION_PREFIX_MIN = 3;

/**
 * An FTS5 MATCH expression: every word must match, each as a prefix. Words are quoted so that
 * quotes, operators (AND, NEAR, -, *) and column filters typed by a shopper are plain text. Null: no words.
 */
export function ftsMatchExpression(query: string | undefined): string | null {
  const words = queryWords(query ?? '');
  if (words.length === 0) return null;
  return words
    .map((w) => {
      const phrase = `"${w.replaceAll('"', '""')}"*`;
      return [...w].length < DESCRIPTION_PREFIX_MIN ? `{name brand sku} : ${phrase}` : phrase;
    })
    .join(' ');
}
