import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'use-intl/core';
import type { MessageTree } from '@/lib/api/schemas';
import { leafKeys, missingKeys } from '@/lib/i18n/merge-messages';
import en from './en.json';
import si from './si.json';
import ta from './ta.json';
import { SPEC_TEXTS } from './spec-texts';

const NAMESPACES = [
  'common',
  'header',
  'footer',
  'maintenance',
  'storeLocation',
  'home',
  'search',
  'product',
  'quickView',
  'content',
  'cart',
  'checkout',
  'order',
  'account',
  'wishlist',
  'affiliate',
  'toast',
  'validation',
  'promo',
  'errors',
  'seo',
  'consent',
];

const catalogues: Record<string, MessageTree> = { en, si, ta };

function textAt(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Argument names of an ICU message, with their kind (plain, number, plural, …). */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) {
      into.add(`${el.value}:${el.type}`);
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(`${el.value}:${el.type}`);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    } else if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      argumentsOf(el.children, into);
    }
  }
  return into;
}

/** The words a reader sees, without argument names and plural/select keywords. */
function literalText(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.plural || el.type === TYPE.select)
        return Object.values(el.options)
          .map((o) => literalText(o.value))
          .join(' ');
      if (el.type === TYPE.tag) return literalText(el.children);
      return ' ';
    })
    .join('');
}

/** Plural and select arguments with the options each offers (`count:=0,one,other`). */
function optionsOf(elements: readonly MessageFormatElement[], into: string[] = []): string[] {
  for (const el of elements) {
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.push(`${el.value}:${Object.keys(el.options).sort().join(',')}`);
      for (const option of Object.values(el.options)) optionsOf(option.value, into);
    } else if (el.type === TYPE.tag) {
      optionsOf(el.children, into);
    }
  }
  return into;
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].flatMap((m) => (m[1] ? [m[1]] : []));
}

describe('the spec texts', () => {
  const errors: string[] = [];
  const t = createTranslator({
    locale: 'en',
    messages: en as MessageTree,
    onError: (error) => errors.push(error.message),
  });

  it.each(SPEC_TEXTS.map((s) => [s.section, s.key, s.text] as const))('%s %s renders exactly “%s”', (_section, key, text) => {
    // Each placeholder gets its own name back, so the rendered text can be compared with the spec's.
    const values = Object.fromEntries(placeholdersOf(text).map((name) => [name, `{${name}}`]));
    const render = t as unknown as (key: string, values: Record<string, string>) => string;
    expect(render(key, values)).toBe(text);
    expect(errors).toEqual([]);
  });
});

describe('the catalogues', () => {
  it('en has exactly the agreed top-level namespaces', () => {
    expect(Object.keys(en).sort()).toEqual([...NAMESPACES].sort());
  });

  it('si translates every key of en', () => {
    expect(missingKeys(en, si)).toEqual([]);
  });

  it('ta translates every key of en: the whole interface, not only the catalogue', () => {
    expect(missingKeys(en, ta)).toEqual([]);
  });

  it.each(['si', 'ta'])('%s leaves no English text behind', (locale) => {
    const tree = catalogues[locale] ?? {};
    const english = leafKeys(tree).flatMap((key) => {
      const words = literalText(parse(textAt(tree, key) ?? '')).match(/[A-Za-z]{2,}/g);
      return words ? [`${key}: ${words.join(' ')}`] : [];
    });
    expect(english).toEqual([]);
  });

  it('ta has the header, footer, maintenance, store location, product and search namespaces', () => {
    for (const ns of ['header', 'footer', 'maintenance', 'storeLocation', 'product', 'search']) {
      const enNs = en[ns as keyof typeof en];
      const taNs = ta[ns as keyof typeof ta];
      expect(taNs).toBeDefined();
      expect(missingKeys(enNs, taNs ?? {})).toEqual([]);
    }
  });

  it.each(['si', 'ta'])('%s has no key that en lacks', (locale) => {
    const tree = catalogues[locale] ?? {};
    expect(missingKeys(tree, en)).toEqual([]);
  });

  it.each(['en', 'si', 'ta'])('%s has no empty texts', (locale) => {
    const tree = catalogues[locale] ?? {};
    const empty = leafKeys(tree).filter((key) => !textAt(tree, key)?.trim());
    expect(empty).toEqual([]);
  });
});

describe('ICU syntax', () => {
  it.each(['en', 'si', 'ta'])('every %s message parses and has the same arguments as en', (locale) => {
    const tree = catalogues[locale] ?? {};
    const mismatches = leafKeys(tree).flatMap((key) => {
      const own = [...argumentsOf(parse(textAt(tree, key) ?? ''))].sort();
      const expected = [...argumentsOf(parse(textAt(en, key) ?? ''))].sort();
      return own.join() === expected.join() ? [] : [`${key}: ${own.join()} ≠ ${expected.join()}`];
    });
    expect(mismatches).toEqual([]);
  });

  it.each(['si', 'ta'])('every %s plural or select message offers the options en does', (locale) => {
    const tree = catalogues[locale] ?? {};
    const mismatches = leafKeys(en).flatMap((key) => {
      const own = optionsOf(parse(textAt(tree, key) ?? '')).sort();
      const expected = optionsOf(parse(textAt(en, key) ?? '')).sort();
      return own.join(' ') === expected.join(' ') ? [] : [`${key}: ${own.join(' ')} ≠ ${expected.join(' ')}`];
    });
    expect(mismatches).toEqual([]);
  });
});
