'use client';

import { DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createAffiliateLink } from '@/app/_actions/affiliate';
import { toast } from '@/components/ui/toast';
import { ActionFailure } from '@/components/ui/action-failure';
import { Alert } from '@/components/ui/alert';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/form-field';
import {
  checkLinkForm,
  formValues,
  LINK_FIELDS,
  linkEditSchema,
  localDay,
  type FieldErrors,
  type LinkEditValues,
  type LinkField,
  type LinkFormAnswer,
} from '@/lib/affiliate/affiliate-forms';
import { affiliateUrl } from '@/lib/affiliate/affiliate-session';
import type { AffiliateLink } from '@/lib/api/affiliate-schemas';
import { queryKeys } from '@/lib/queries/keys';
import { useAffiliateLinks, useUpdateAffiliateLink } from '@/lib/queries/use-affiliate';
import { moneyText } from './money-list';
import { AFFILIATE_TOAST as TOAST, useAffiliateAnswer } from './use-affiliate-answer';
const EXAMPLE_PATH = '/search?query=tea';

interface Props {
  initial: AffiliateLink[];
  /** The shop's address the shared links start with. */
  origin: string;
  /** Every origin an address typed into the form may be on (the shop's names), besides `origin`. */
  servedFrom?: string;
  currency: string;
}

/** Link generation (spec §5 messages, §8 toasts) and the affiliate's links with their numbers. */
export function LinkManager({ initial, origin, servedFrom, currency }: Props) {
  const t = useTranslations();
  const { data: links = initial } = useAffiliateLinks(initial);
  const [editing, setEditing] = useState<AffiliateLink | null>(null);
  return (
    <div className="space-y-6">
      <LinkForm origins={servedFrom ? [origin, servedFrom] : [origin]} />
      <section aria-labelledby="affiliate-links" className="space-y-3">
        <h2 id="affiliate-links" className="text-xl font-semibold">
          {t('affiliate.yourLinks')}
        </h2>
        {links.length === 0 ? (
          <p>{t('affiliate.noLinks')}</p>
        ) : (
          <ul className="space-y-4">
            {links.map((link) => (
              <LinkCard key={link.token} link={link} origin={origin} currency={currency} onEdit={() => setEditing(link)} />
            ))}
          </ul>
        )}
      </section>
      <DialogShell open={editing !== null} onClose={() => setEditing(null)} closeLabel={t('common.close')}>
        {editing && <EditLinkForm link={editing} onDone={() => setEditing(null)} />}
      </DialogShell>
    </div>
  );
}

/**
 * Generate Link: one Server Function in `<form action>` (style guide 13), posted by the browser before the
 * page's script ran and called by React after; its answer renders in place and its links are React Query's.
 * Once hydrated the page checks the spec §5 rules (in the browser's calendar) before sending. The fields are
 * the browser's own: what was typed before hydration stays.
 */
function LinkForm({ origins }: { origins: readonly string[] }) {
  const tt = useTranslations('toast');
  return (
    <ActionFailure onFailure={() => toast.error(tt('affiliateLinkCreateFailed'), TOAST)}>
      <LinkFields origins={origins} />
    </ActionFailure>
  );
}

function LinkFields({ origins }: { origins: readonly string[] }) {
  const t = useTranslations();
  const client = useQueryClient();
  const today = useMemo(() => localDay(), []);
  const [answer, action, pending] = useActionState(createAffiliateLink, null);
  // What the page's own check found on the last press; the server's answer otherwise.
  const [checked, setChecked] = useState<FieldErrors<LinkField> | null>(null);
  const created = useCallback(
    (done: LinkFormAnswer) => {
      if (done.links) client.setQueryData(queryKeys.affiliateLinks, done.links);
      else if (done.outcome === 'affiliateLinkCreated') void client.invalidateQueries({ queryKey: queryKeys.affiliateLinks });
    },
    [client],
  );
  useAffiliateAnswer(answer, 'affiliateLinkCreateFailed', created);
  const answered = answer?.ok && !pending ? answer.value : null;
  const errors = checked ?? answered?.errors ?? {};
  // React resets the form when the function answers: empty after a link made, else what was typed.
  const value = (name: LinkField) => (answer?.ok ? answer.value.values[name] : undefined) ?? '';

  return (
    <section aria-labelledby="affiliate-new-link" className="space-y-3 rounded-md border border-neutral-300 p-4">
      <h2 id="affiliate-new-link" className="text-xl font-semibold">
        {t('affiliate.newLink')}
      </h2>
      <form
        action={action}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const check = checkLinkForm(formValues(new FormData(event.currentTarget), LINK_FIELDS), origins, today);
          const refused = check.ok ? null : check.errors;
          setChecked(refused);
          if (pending || refused) event.preventDefault();
        }}
      >
        <TextField
          label={t('affiliate.link')}
          name="link"
          required
          inputMode="url"
          placeholder={EXAMPLE_PATH}
          maxLength={2000}
          error={errors.link}
          defaultValue={value('link')}
        />
        <p className="text-sm text-ink-muted">{t('affiliate.linkHint', { example: EXAMPLE_PATH })}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('affiliate.description')}
            name="description"
            required
            maxLength={200}
            error={errors.description}
            defaultValue={value('description')}
          />
          <TextField
            label={t('affiliate.expiryDate')}
            name="expiryDate"
            required
            type="date"
            min={today}
            error={errors.expiryDate}
            defaultValue={value('expiryDate')}
          />
        </div>
        {!checked && answered?.refusal && <Alert>{answered.refusal}</Alert>}
        <button type="submit" className={primaryButton} aria-disabled={pending || undefined} aria-busy={pending}>
          {t('affiliate.generateLink')}
        </button>
      </form>
    </section>
  );
}

function LinkCard({ link, origin, currency, onEdit }: { link: AffiliateLink; origin: string; currency: string; onEdit: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const url = affiliateUrl(origin, link.path, link.token);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('affiliate.linkCopied'), TOAST);
    } catch {
      toast.error(t('affiliate.copyFailed'), TOAST);
    }
  };
  const stats: [string, string][] = [
    [t('affiliate.clicks'), String(link.clicks)],
    [t('affiliate.orders'), String(link.orders)],
    [t('affiliate.earned'), moneyText(link.earned, locale, currency)],
    [t('affiliate.expiryDate'), link.expiryDate],
  ];
  return (
    <li className="space-y-3 rounded-md border border-neutral-300 p-4" aria-label={link.description}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{link.description}</h3>
        {link.expired && <span className="rounded bg-red-50 px-2 py-1 text-sm font-semibold text-red-800">{t('affiliate.expired')}</span>}
      </div>
      <p className="text-sm">
        <span className="font-medium">{t('affiliate.fullLink')}: </span>
        <span className="break-all" data-testid="affiliate-url">
          {url}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButton}
          aria-label={t('affiliate.copyLinkOf', { description: link.description })}
          onClick={copy}
        >
          {t('affiliate.copyLink')}
        </button>
        <button
          type="button"
          className={secondaryButton}
          aria-label={t('affiliate.editLinkOf', { description: link.description })}
          onClick={onEdit}
        >
          {t('common.edit')}
        </button>
      </div>
    </li>
  );
}

function EditLinkForm({ link, onDone }: { link: AffiliateLink; onDone: () => void }) {
  const t = useTranslations();
  const update = useUpdateAffiliateLink();
  const { register, handleSubmit, formState } = useForm<LinkEditValues>({
    resolver: zodResolver(linkEditSchema),
    defaultValues: { description: link.description, expiryDate: link.expiryDate },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ token: link.token, change: { description: values.description.trim(), expiryDate: values.expiryDate } });
      toast.success(t('toast.affiliateLinkUpdated'), TOAST);
      onDone();
    } catch {
      toast.error(t('toast.affiliateLinkUpdateFailed'), TOAST);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <DialogTitle className="text-lg font-semibold">{t('affiliate.editLink')}</DialogTitle>
      <TextField label={t('affiliate.description')} required error={errors.description?.message} {...register('description')} />
      <TextField label={t('affiliate.expiryDate')} required type="date" error={errors.expiryDate?.message} {...register('expiryDate')} />
      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {t('affiliate.updateLink')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
