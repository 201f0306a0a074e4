import { createElement } from 'react';
import { addToastOptions } from '@/lib/cart/add-outcome';
import { CartNextSteps } from './cart-next-steps';

/** The success toast of an add (spec §8), with the way on: View cart and Checkout. */
export function addedToastOptions(line: { productId: string; varianceKey?: string | null }) {
  return { ...addToastOptions(line), description: createElement(CartNextSteps) };
}
