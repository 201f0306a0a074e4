'use client';

import { useEffect } from 'react';

/** Marks `<html data-hydrated>` once the page's script has run: browser flows tell a press before hydration from one after. */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
