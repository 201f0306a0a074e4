/** What an id of the customer API looks like (zod-free, so the browser can check one without loading zod). */
export const ID_RULE = { pattern: /^[A-Za-z0-9_.:-]+$/, maxLength: 120 } as const;
