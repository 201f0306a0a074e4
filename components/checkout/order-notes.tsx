'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { secondaryButton } from '@/components/ui/button';
import { useAnnounce } from '@/components/ui/live-region';
import type { Cart } from '@/lib/api/cart-schemas';
import { BffError } from '@/lib/bff/client';
import {
  ADDITIONAL_INFO_MAX,
  fileSizeLabel,
  UPLOAD_ACCEPT,
  UPLOAD_MESSAGE_VALUES,
  uploadProblem,
  uploadRefusal,
  type UploadProblem,
} from '@/lib/cart/order-notes';
import { useSetCartField, useSetCartFile } from '@/lib/queries/use-cart';
import { RequestError } from './request-error';

/** spec §7 set/additional-info and set/file: a note for the shop and one attached file (PDF or image, ≤ 5 MB). */
export function OrderNotes({ cart, form }: { cart: Cart; form?: string }) {
  const t = useTranslations('checkout');
  const announce = useAnnounce();
  const noteId = useId();
  const fileId = useId();
  const fileHintId = `${fileId}-hint`;
  const fileErrorId = `${fileId}-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  // The note is the browser's field: typed before the script ran, it is posted with the step's Continue
  // (`form`); once hydrated it also saves as the field is left.
  const noteField = useRef<HTMLTextAreaElement>(null);
  const [noteSaved, setNoteSaved] = useState(false);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const setInfo = useSetCartField('additional-info');
  const setFile = useSetCartFile();

  const saveNote = () => {
    const note = noteField.current?.value ?? '';
    if (note.trim() === (cart.additionalInfo ?? '').trim()) return;
    setNoteSaved(false);
    setInfo.mutate(
      { additionalInfo: note },
      {
        onSuccess: () => {
          setNoteSaved(true);
          announce(t('noteSaved'));
        },
      },
    );
  };

  const attach = (file: File | undefined) => {
    if (!file) return;
    const found = uploadProblem(file);
    setProblem(found);
    if (found) {
      announce(t(found, UPLOAD_MESSAGE_VALUES));
      return;
    }
    setFile.mutate(file, {
      onSuccess: () => announce(t('fileAttached', { name: file.name, size: fileSizeLabel(file.size) })),
      onError: (e) => {
        const refusal = e instanceof BffError ? uploadRefusal(e) : null;
        if (refusal) setProblem(refusal);
      },
    });
  };
  const remove = () => {
    setProblem(null);
    setFile.mutate(null, {
      onSuccess: () => {
        announce(t('fileRemoved'));
        fileInput.current?.focus();
      },
    });
  };
  const serverRefusal = setFile.error instanceof BffError && uploadRefusal(setFile.error) ? null : setFile.error;

  return (
    <div className="space-y-4" data-testid="order-notes">
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium">
          {t('additionalInfo')}
        </label>
        <textarea
          ref={noteField}
          id={noteId}
          className="min-h-24 w-full rounded-md border border-neutral-400 bg-white p-3 text-ink"
          maxLength={ADDITIONAL_INFO_MAX}
          name="additional-info"
          form={form}
          defaultValue={cart.additionalInfo ?? ''}
          onChange={() => setNoteSaved(false)}
          onBlur={saveNote}
        />
        {noteSaved && !setInfo.isPending && <p className="text-sm text-ink-muted">{t('noteSaved')}</p>}
        <RequestError error={setInfo.error} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-medium">
          {t('attachFile')}
        </label>
        <p id={fileHintId} className="text-sm text-ink-muted">
          {t('fileHint', UPLOAD_MESSAGE_VALUES)}
        </p>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-neutral-400 file:bg-white file:px-3"
          aria-describedby={problem ? `${fileHintId} ${fileErrorId}` : fileHintId}
          aria-invalid={problem ? true : undefined}
          disabled={setFile.isPending}
          onChange={(e) => {
            attach(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {problem && (
          <p id={fileErrorId} role="alert" className="text-sm font-semibold text-red-700">
            {t(problem, UPLOAD_MESSAGE_VALUES)}
          </p>
        )}
        <RequestError error={serverRefusal} />
        {cart.file && (
          <div className="flex flex-wrap items-center gap-3" data-testid="attached-file">
            <p className="text-sm">{t('fileAttached', { name: cart.file.name, size: fileSizeLabel(cart.file.size) })}</p>
            <button type="button" className={secondaryButton} disabled={setFile.isPending} onClick={remove}>
              {t('removeFile')}
              <span className="sr-only">: {cart.file.name}</span>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
