// spec §5 slug format: trailing space trimmed, whitespace to hyphens, hash to underscore, lowercase
export function slugify(text: string): string {
  return text.trimEnd().replace(/\s+/g, '-').replace(/#/g, '_').toLowerCase();
}
