'use client';

import { useEffect } from 'react';
import { toast, Toaster, type ToasterProps } from 'sonner';
import { toastRequests } from '@/components/ui/toast';

/** sonner's Toaster, and the toasts asked for before it loaded (its effects run after the Toaster's own). */
export default function ShopToaster(props: ToasterProps) {
  useEffect(
    () =>
      toastRequests.attach((kind, message, options) => {
        toast[kind](message, options);
      }),
    [],
  );
  return <Toaster {...props} />;
}
