import type { ReactNode } from 'react';

/** A problem the shopper must see now (announced by screen readers as it appears). */
export function Alert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-red-700">
      {children}
    </p>
  );
}
