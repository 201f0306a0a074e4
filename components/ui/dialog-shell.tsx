'use client';

import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';

interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  /**
   * 'centred': a short message or choice in the middle of the screen. 'sheet': long content that
   * rises from the bottom on phones and scrolls with the page.
   */
  layout?: 'centred' | 'sheet';
  /** Width of a centred panel. */
  width?: 'max-w-md' | 'max-w-lg';
  /** Name of a close (×) button in the panel's corner; none without it. */
  closeLabel?: string;
  children: ReactNode;
}

/** The shop's modal dialog (Headless UI: focus trapped, Esc and the backdrop close it, title from DialogTitle). */
export function DialogShell({ open, onClose, layout = 'centred', width = 'max-w-md', closeLabel, children }: DialogShellProps) {
  const close = closeLabel && (
    <button
      type="button"
      onClick={onClose}
      aria-label={closeLabel}
      className="absolute top-2 right-2 z-10 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-neutral-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  );

  if (layout === 'sheet') {
    return (
      <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
        <DialogBackdrop className="fixed inset-0 bg-black/50" />
        <div className="relative flex min-h-full items-end justify-center p-0 sm:items-center sm:p-4">
          <DialogPanel className="relative max-h-[100dvh] w-full max-w-4xl overflow-y-auto rounded-t-xl bg-white p-4 shadow-xl sm:rounded-xl sm:p-6">
            {close}
            {children}
          </DialogPanel>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className={`${close ? 'relative ' : ''}w-full ${width} rounded-xl bg-white p-6 text-ink shadow-xl`}>
          {close}
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
