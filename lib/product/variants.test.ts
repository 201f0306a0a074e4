import type { Variance } from '@/lib/api/schemas';
import {
  buildVarianceKey,
  buildVarianceQuery,
  buildVarianceSlug,
  isSelectionComplete,
  missingVariances,
  parseVarianceKey,
  selectValue,
  selectionFromQuery,
  selectionOf,
  swatchRows,
  variantAddress,
} from './variants';

const variance = (id: string, values: string[]): Variance => ({
  id,
  label: { en: id },
  type: 'RADIO',
  values: values.map((value) => ({ label: { en: value }, value })),
});

// Listed size first on purpose: the product's order, not the alphabet, decides the key.
const variances = [variance('size', ['s', 'm', 'l']), variance('color', ['red', 'blue', 'Navy Blue'])];

describe('reading a selection from the query', () => {
  it('takes the values the product offers', () => {
    expect(selectionFromQuery(variances, new URLSearchParams('color=red&size=l'))).toEqual({ color: 'red', size: 'l' });
  });

  it('ignores unknown variances, unknown values and tracking parameters', () => {
    expect(selectionFromQuery(variances, new URLSearchParams('color=green&size=m&utm_source=x&fit=slim'))).toEqual({ size: 'm' });
  });

  it('accepts Next searchParams records, using the first of repeated values', () => {
    expect(selectionFromQuery(variances, { color: ['blue', 'red'], size: undefined })).toEqual({ color: 'blue' });
  });
});

describe('variant address', () => {
  const selection = { color: 'red', size: 'l' };

  it('builds the varianceKey in the order of product.variances', () => {
    expect(buildVarianceKey(variances, selection)).toBe('size:l|color:red');
    expect(buildVarianceKey([...variances].reverse(), selection)).toBe('color:red|size:l');
  });

  it('builds the varianceSlug from slugged values', () => {
    expect(buildVarianceSlug([...variances].reverse(), { color: 'Navy Blue', size: 'l' })).toBe('navy-blue-l');
  });

  it('builds the product query', () => {
    expect(buildVarianceQuery(variances, selection).toString()).toBe('size=l&color=red');
  });

  it('gives all three at once', () => {
    expect(variantAddress(variances, selection)).toEqual({
      varianceKey: 'size:l|color:red',
      varianceSlug: 'l-red',
      query: 'size=l&color=red',
    });
  });

  it('is empty for a product without variances', () => {
    expect(variantAddress([], { color: 'red' })).toEqual({ varianceKey: '', varianceSlug: '', query: '' });
  });

  it('reads a varianceKey back', () => {
    expect(parseVarianceKey('color:red|size:l')).toEqual({ color: 'red', size: 'l' });
    expect(parseVarianceKey('')).toEqual({});
    expect(parseVarianceKey('broken|:x|y:|size:m')).toEqual({ size: 'm' });
  });
});

describe('choosing values', () => {
  it('requires a selection per variance type', () => {
    expect(missingVariances(variances, { color: 'red' }).map((v) => v.id)).toEqual(['size']);
    expect(missingVariances(variances, { color: 'purple', size: 's' }).map((v) => v.id)).toEqual(['color']);
    expect(isSelectionComplete(variances, { color: 'red', size: 's' })).toBe(true);
    expect(isSelectionComplete([], {})).toBe(true);
  });

  it('changes one value and keeps the rest', () => {
    expect(selectValue({ color: 'red', size: 's' }, 'size', 'm')).toEqual({ color: 'red', size: 'm' });
  });

  it('takes a loaded variant’s own values', () => {
    expect(selectionOf({ variances, values: { color: 'blue', size: 's', stale: 'x' } })).toEqual({ size: 's', color: 'blue' });
  });
});

describe('swatch rows', () => {
  it('groups swatches in rows of 5', () => {
    const rows = swatchRows([1, 2, 3, 4, 5, 6, 7]);
    expect(rows).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(swatchRows([])).toEqual([]);
  });
});
