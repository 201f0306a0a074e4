'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAnnounce } from '@/components/ui/live-region';

interface Props {
  index: number;
  title: string;
  state: 'current' | 'done' | 'locked';
  /** What was chosen, shown once the step is done. */
  summary?: ReactNode;
  onChange?: () => void;
  /** The shopper just moved here: the heading takes focus and the step is announced (WCAG 2.4.3, 4.1.3). */
  arrived?: boolean;
  onArrived?: () => void;
  /** How many steps the checkout has, for the announcement. */
  count: number;
  children: ReactNode;
}

/** One numbered checkout step: open while current, a summary with Change once done, closed before. */
export function StepSection({ index, title, state, summary, onChange, arrived = false, onArrived, count, children }: Props) {
  const t = useTranslations('common');
  const tc = useTranslations('checkout');
  const announce = useAnnounce();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `checkout-step-${index}`;
  const said = tc('stepOpened', { index, count, title });

  useEffect(() => {
    if (!arrived) return;
    heading.current?.focus();
    announce(said);
    onArrived?.();
  }, [arrived, onArrived, announce, said]);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-neutral-200 p-4" data-step-state={state}>
      <div className="flex items-center justify-between gap-4">
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className={`text-lg font-semibold ${state === 'locked' ? 'text-ink-muted' : ''}`}
          aria-current={state === 'current' ? 'step' : undefined}
        >
          <span
            className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-brand text-sm text-brand-contrast"
            aria-hidden="true"
          >
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
      {state === 'done' && summary && <div className="mt-3 text-sm text-ink-muted wrap-anywhere">{summary}</div>}
      {state === 'current' && <div className="mt-4">{children}</div>}
    </section>
  );
}
