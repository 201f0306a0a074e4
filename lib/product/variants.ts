import type { Product, Variance } from '@/lib/api/schemas';
import { slugify } from '@/lib/slug';

/** The selected value per variance id, e.g. { color: 'red', size: 'l' }. */
export type VarianceSelection = Record<string, string>;

/** Query pairs as URLSearchParams or as Next's `searchParams` record. */
export type QueryPairs = URLSearchParams | Record<string, string | string[] | undefined>;

function firstValue(query: QueryPairs, name: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  const raw = query[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

function offers(variance: Variance, value: string | undefined): value is string {
  return value !== undefined && variance.values.some((v) => v.value === value);
}

/** spec §2 /products/{slug}?color=red&size=l: the product's variance values named in the query; others ignored. */
export function selectionFromQuery(variances: readonly Variance[], query: QueryPairs): VarianceSelection {
  const selection: VarianceSelection = {};
  for (const variance of variances) {
    const value = firstValue(query, variance.id);
    if (offers(variance, value)) selection[variance.id] = value;
  }
  return selection;
}

/** The selected values in the product's variance order, only values the product offers. */
function orderedPairs(variances: readonly Variance[], selection: VarianceSelection): [string, string][] {
  return variances.flatMap((variance): [string, string][] => {
    const value = selection[variance.id];
    return offers(variance, value) ? [[variance.id, value]] : [];
  });
}

/** 'color:red|size:l', variance ids in the order of product.variances; '' without variances. */
export function buildVarianceKey(variances: readonly Variance[], selection: VarianceSelection): string {
  return orderedPairs(variances, selection)
    .map(([id, value]) => `${id}:${value}`)
    .join('|');
}

/** Reads 'color:red|size:l' back into { color: 'red', size: 'l' }; malformed parts are skipped. */
export function parseVarianceKey(varianceKey: string): VarianceSelection {
  const selection: VarianceSelection = {};
  for (const part of varianceKey.split('|')) {
    const at = part.indexOf(':');
    if (at > 0 && at < part.length - 1) selection[part.slice(0, at)] = part.slice(at + 1);
  }
  return selection;
}

/** 'red-l': the selected values in variance order, each slugged (spec §5). */
export function buildVarianceSlug(variances: readonly Variance[], selection: VarianceSelection): string {
  return orderedPairs(variances, selection)
    .map(([, value]) => slugify(value))
    .join('-');
}

/** The query of a product URL for a selection: 'color=red&size=l'. */
export function buildVarianceQuery(variances: readonly Variance[], selection: VarianceSelection): URLSearchParams {
  return new URLSearchParams(orderedPairs(variances, selection));
}

/** Everything the product routes need for one selection. */
export function variantAddress(variances: readonly Variance[], selection: VarianceSelection) {
  return {
    varianceKey: buildVarianceKey(variances, selection),
    varianceSlug: buildVarianceSlug(variances, selection),
    query: buildVarianceQuery(variances, selection).toString(),
  };
}

/** Changes one variance's value, keeping the others. */
export function selectValue(selection: VarianceSelection, varianceId: string, value: string): VarianceSelection {
  return { ...selection, [varianceId]: value };
}

// spec §5: a variance selection is required per variance type
export function missingVariances(variances: readonly Variance[], selection: VarianceSelection): Variance[] {
  return variances.filter((variance) => !offers(variance, selection[variance.id]));
}

export function isSelectionComplete(variances: readonly Variance[], selection: VarianceSelection): boolean {
  return missingVariances(variances, selection).length === 0;
}

/** The current selection of a loaded variant (its `values`), restricted to its variances. */
export function selectionOf(product: Pick<Product, 'variances' | 'values'>): VarianceSelection {
  return Object.fromEntries(orderedPairs(product.variances, product.values));
}

// spec §9: variant swatches in rows of 5
export const SWATCHES_PER_ROW = 5;

export function swatchRows<T>(items: readonly T[], perRow: number = SWATCHES_PER_ROW): T[][] {
  const size = Math.max(1, Math.floor(perRow));
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}
