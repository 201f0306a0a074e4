import { z } from 'zod';

export { cart, purchaseResponse } from '@/lib/api/cart-schemas';

/** A cart route's refusal: `{ code, message }`, maybe with more fields. */
export const errorBody = z.object({ code: z.string(), message: z.string() }).loose();
