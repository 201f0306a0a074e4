/**
 * en.json's `errors.generic` and `errors.tryAgain`, for the page that replaces a failed root layout: it
 * has no translations, and importing en.json there would put all of it in every page's first load
 * (global-error is part of it). global-error-text.test.ts keeps them equal to en.json.
 */
export const GLOBAL_ERROR_TEXT = { generic: 'An error occurred', tryAgain: 'Try again' } as const;
