'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

interface Props {
  index: number;
  title: string;
  state: 'current' | 'done' | 'locked';
  /** What was chosen, shown once the step is done. */
  summary?: ReactNode;
  onChange?: () => void;
  children: ReactNode;
}

/** One numbered checkout step: open while current, a summary with Change once done, closed before. */
export function StepSection({ index, title, state, summary, onChange, children }: Props) {
  const t = useTranslations('common');
  const headingId = `checkout-step-${index}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-neutral-200 p-4" data-step-state={state}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className={`text-lg font-semibold ${state === 'locked' ? 'text-ink-muted' : ''}`} aria-current={state === 'current' ? 'step' : undefined}>
          <span className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-brand text-sm text-brand-contrast" aria-hidden="true">
            {index}
          </span>
          {title}
        </h2>
        {state === 'done' && onChange && (
          <button type="button" className="min-h-11 px-2 font-medium text-brand underline" onClick={onChange}>
            {t('change')}
            <span className="sr-only">: {title}</span>
          </button>
        )}
      </div>
      {state === 'done' && summary && <div className="mt-3 text-sm text-ink-muted">{summary}</div>}
      {state === 'current' && <div className="mt-4">{children}</div>}
    </section>
  );
}
