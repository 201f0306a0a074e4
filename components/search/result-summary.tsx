'use client';

import { useSearchSettled } from './search-focus';

/** Renders nothing: puts focus back and announces the count once results a control asked for arrive. */
export function ResultSummary({ text }: { text: string }) {
  useSearchSettled(text);
  return null;
}
