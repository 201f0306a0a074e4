import { z } from 'zod';

/** A comma-separated list of origins (`https://shop.example.com, http://localhost:3000`) from a setting; blank is none. */
export const originList = z
  .string()
  .default('')
  .transform((list, ctx) => {
    const origins = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const origin of origins) {
      if (!URL.canParse(origin) || new URL(origin).origin !== origin) ctx.addIssue({ code: 'custom', message: `not an origin: ${origin}` });
    }
    return origins;
  });
