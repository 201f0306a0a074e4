/** The shop's two button looks (brand filled, brand outlined), for buttons and links alike. */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand px-5 py-2 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-soft disabled:cursor-not-allowed disabled:opacity-60';
