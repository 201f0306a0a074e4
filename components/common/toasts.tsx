'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { toastRequests } from '@/components/ui/toast';

const ShopToaster = lazy(() => import('./shop-toaster'));
const notYet = () => false;

/** The shell's toaster: nothing until the first toast is asked for, then sonner's Toaster with these settings. */
export function Toasts(props: ToasterProps) {
  const wanted = useSyncExternalStore(toastRequests.subscribe, toastRequests.asked, notYet);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShopToaster {...props} />
    </Suspense>
  );
}
