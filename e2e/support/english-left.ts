import type { Page } from '@playwright/test';
import en from '../../messages/en.json';

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));
}

// The English interface texts a page could show as they are: messages without arguments.
const ENGLISH = [...new Set(texts(en as Tree).filter((t) => !/[{}]/.test(t) && /[A-Za-z]{2,}/.test(t)))];
const PHRASES = ENGLISH.filter((t) => /\s/.test(t.trim()));
const WORDS = new Set(ENGLISH.filter((t) => !/\s/.test(t.trim())));

/**
 * English interface texts left on a page in another language: every text node (screen-reader-only
 * ones too), the labels assistive technology reads (aria-label, title, alt, placeholder,
 * aria-roledescription) and the document title. A phrase of en.json counts wherever it appears, a
 * single word when it is the whole text, so product data falling back to English is not mistaken
 * for the interface.
 */
export async function englishInterfaceTexts(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const tag = node.parentElement?.tagName;
      if (tag !== 'SCRIPT' && tag !== 'STYLE' && tag !== 'NOSCRIPT') out.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-roledescription]')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
  const left = shown.filter((text) => WORDS.has(text.replace(/[:*]+$/, '').trim()) || PHRASES.some((phrase) => text.includes(phrase)));
  return [...new Set(left)];
}
