import { useState } from 'react';

/** True from the first render where `value` is true on: a part loaded on demand stays mounted once used. */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
