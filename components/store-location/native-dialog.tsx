'use client';

import type { MouseEvent, ReactNode, RefObject } from 'react';

/** Whether this browser opens and closes a dialog from a button's `command`, and closes one on a tap beside it (`closedby`), with no script. */
export const nativeCommands = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/** True for a dialog shown with `showModal()` (the rest of the page inert behind its backdrop). */
export function isModal(el: HTMLDialogElement): boolean {
  try {
    return el.matches(':modal');
  } catch {
    return false;
  }
}

/** Shows the dialog as a modal; one the page showed open without a script is shown again as one. */
export function showAsModal(el: HTMLDialogElement | null) {
  if (!el) return;
  // Its close event comes after it shows again: a listener tells the two apart by `open`.
  if (el.open && !isModal(el)) el.close();
  if (!el.open) el.showModal();
}

interface NativeDialogProps {
  id: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Shown in the server's HTML (not modal: the page stays usable until its script makes it one). */
  openAtFirst?: boolean;
  /** The close (×) button's name. */
  closeLabel: string;
  onClose?: () => void;
  width?: 'max-w-md' | 'max-w-lg';
  children: ReactNode;
}

/**
 * A shop dialog on the platform's `<dialog>`: its buttons open and close it with no script (`command`),
 * Escape and a tap on the backdrop close it (`closedby="any"`; the script does it where that is missing),
 * focus goes into it and back to the button that opened it. Name it with a heading `${id}-title`.
 */
export function NativeDialog({ id, dialogRef, openAtFirst = false, closeLabel, onClose, width = 'max-w-lg', children }: NativeDialogProps) {
  const closeBeside = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !nativeCommands()) event.currentTarget.close();
  };
  return (
    <dialog
      ref={dialogRef}
      id={id}
      open={openAtFirst || undefined}
      closedby="any"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onClose={onClose}
      onClick={closeBeside}
      className={`fixed inset-0 z-50 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${width} overflow-y-auto rounded-xl bg-white p-6 text-ink shadow-xl ring-1 ring-black/10 backdrop:bg-black/50`}
    >
      <button
        type="button"
        {...{ command: 'close', commandfor: id }}
        onClick={(event) => !nativeCommands() && (event.currentTarget.closest('dialog') as HTMLDialogElement | null)?.close()}
        aria-label={closeLabel}
        className="absolute top-2 right-2 z-10 flex size-11 items-center justify-center rounded-full bg-white/90 text-ink hover:bg-neutral-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
      {children}
    </dialog>
  );
}
