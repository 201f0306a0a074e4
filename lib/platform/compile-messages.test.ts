import { createTranslator } from 'next-intl';
import formatPrecompiled from 'use-intl/format-message/format-only';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import ta from '@/messages/ta.json';
import { compileMessages } from './compile-messages';
import { mergeMessages, type Messages } from '@/lib/i18n/merge-messages';

type Tree = { [key: string]: Tree | unknown };

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** Values for every argument a text names: numbers where it counts (plural, number), words elsewhere, tags wrapped. */
function sampleValues(text: string, count: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, name, kind] of text.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    if (name)
      values[name] = kind === 'plural' || kind === 'selectordinal' || kind === 'number' ? count : kind === 'select' ? 'other' : `‹${name}›`;
  }
  for (const [, tag] of text.matchAll(/<(\w+)>/g)) if (tag) values[tag] = (chunks: unknown) => `[${tag}:${String(chunks)}]`;
  return values;
}

const locales = { en: mergeMessages(en), si: mergeMessages(en, si), ta: mergeMessages(en, ta) } satisfies Record<string, Messages>;

describe('messages compiled on the server', () => {
  it.each(Object.entries(locales))('%s: every text formats as the run-time ICU formatter formats it', (locale, messages) => {
    const compiled = leaves(compileMessages(messages) as Tree);
    const t = createTranslator({ locale, messages, timeZone: 'Asia/Colombo' });
    expect(compiled.length).toBeGreaterThan(300);
    for (const [key, message] of compiled) {
      const text = leaves(messages as Tree).find(([k]) => k === key)?.[1] as string;
      for (const count of [0, 1, 5]) {
        const values = sampleValues(text, count);
        const expected = /<\w+>/.test(text) ? t.markup(key as never, values as never) : t(key as never, values as never);
        const actual = formatPrecompiled(
          key,
          message as never,
          values as never,
          { locale, timeZone: 'Asia/Colombo', formatters: formattersFor(), cache: undefined } as never,
        );
        expect([key, actual]).toEqual([key, expected]);
      }
    }
  });

  it('gives plain objects and arrays only (what React passes from server to client components)', () => {
    const prototypes = new Set<unknown>();
    const walk = (value: unknown) => {
      if (typeof value !== 'object' || value === null) return;
      prototypes.add(Object.getPrototypeOf(value));
      Object.values(value).forEach(walk);
    };
    walk(compileMessages(locales.si));
    expect([...prototypes].every((p) => p === Object.prototype || p === Array.prototype)).toBe(true);
  });

  it('keeps the built-in text where a merchant override is not valid ICU', () => {
    const builtIn = mergeMessages(en);
    const overrides = { product: { addToCart: 'Put {in basket' } };
    const compiled = compileMessages(mergeMessages(builtIn, overrides), builtIn) as Tree;
    expect((compiled.product as Tree).addToCart).toBe('Add to Cart');
  });

  it('compiles a merchant override (it arrives at run time)', () => {
    const builtIn = mergeMessages(en);
    const overrides = { header: { cartCount: '{count, plural, =0 {Basket empty} other {# in basket}}' } };
    const compiled = compileMessages(mergeMessages(builtIn, overrides), builtIn) as Tree;
    const message = (compiled.header as Tree).cartCount;
    expect(Array.isArray(message)).toBe(true);
    expect(
      formatPrecompiled(
        'header.cartCount',
        message as never,
        { count: 3 } as never,
        { locale: 'en', formatters: formattersFor() } as never,
      ),
    ).toBe('3 in basket');
  });
});

function formattersFor() {
  return {
    getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
    getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
    getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
  };
}
