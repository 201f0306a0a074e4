/**
 * Spec §5 slug rule: trailing space trimmed, whitespace to hyphens, '#' to '_', lowercase.
 * Characters the slug format does not allow (anything outside a-z, 0-9, '_', '.', '-') are then dropped.
 */
export function specSlug(name: string): string {
  return name.trim().replace(/\s+/g, '-').replace(/#/g, '_').toLowerCase();
}

export function toSlug(name: string): string {
  return specSlug(name).replace(/[^a-z0-9_.-]/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9_.-]+$/;
