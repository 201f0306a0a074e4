'use client';

import { DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/form-field';
import { LINK_FORM_ACTION, type FormArrival } from '@/lib/affiliate/affiliate-form-post';
import { linkEditSchema, linkFormSchema, localDay, type LinkEditValues, type LinkFormValues } from '@/lib/affiliate/affiliate-forms';
import { affiliateUrl, shopPathOf } from '@/lib/affiliate/affiliate-session';
import type { AffiliateLink } from '@/lib/api/affiliate-schemas';
import { useAffiliateLinks, useCreateAffiliateLink, useUpdateAffiliateLink } from '@/lib/queries/use-affiliate';
import { moneyText } from './money-list';
import { useArrivalErrors } from './use-arrival-errors';

/** spec §8: top-right, 2000 ms. */
const TOAST = { position: 'top-right', duration: 2000 } as const;
const EXAMPLE_PATH = '/search?query=tea';

interface Props {
  initial: AffiliateLink[];
  /** The shop's address the shared links start with. */
  origin: string;
  /** Every origin an address typed into the form may be on (the shop's names), besides `origin`. */
  servedFrom?: string;
  currency: string;
  /** What the link form posted before the page's script ran brought back (spec §5 messages, the values typed). */
  arrival?: FormArrival<keyof LinkFormValues>;
}

/** Link generation (spec §5 messages, §8 toasts) and the affiliate's links with their numbers. */
export function LinkManager({ initial, origin, servedFrom, currency, arrival }: Props) {
  const t = useTranslations();
  const { data: links = initial } = useAffiliateLinks(initial);
  const [editing, setEditing] = useState<AffiliateLink | null>(null);
  return (
    <div className="space-y-6">
      <LinkForm origins={servedFrom ? [origin, servedFrom] : [origin]} arrival={arrival} />
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

const EMPTY_LINK: LinkFormValues = { link: '', description: '', expiryDate: '' };

/**
 * A plain form posting to the BFF (works before the script runs); once hydrated, the submit handler
 * prevents the post and creates the link in place. No library defaults: what was typed before hydration stays.
 */
function LinkForm({ origins, arrival }: { origins: readonly string[]; arrival?: FormArrival<keyof LinkFormValues> }) {
  const t = useTranslations();
  const locale = useLocale();
  const today = useMemo(() => localDay(), []);
  const create = useCreateAffiliateLink();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<LinkFormValues>({ resolver: zodResolver(linkFormSchema(today)) });
  const errorOf = useArrivalErrors(formState, arrival);
  const value = (name: keyof LinkFormValues) => arrival?.values[name] ?? '';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const path = shopPathOf(values.link, origins);
    if (!path) {
      setError('link', { message: 'affiliateLinkInvalid' });
      return;
    }
    try {
      await create.mutateAsync({ path, description: values.description.trim(), expiryDate: values.expiryDate });
      toast.success(t('toast.affiliateLinkCreated'), TOAST);
      reset(EMPTY_LINK);
    } catch (e) {
      toast.error(t('toast.affiliateLinkCreateFailed'), TOAST);
      setFailure(e instanceof Error ? e.message : t('errors.generic'));
    }
  });

  return (
    <section aria-labelledby="affiliate-new-link" className="space-y-3 rounded-md border border-neutral-300 p-4">
      <h2 id="affiliate-new-link" className="text-xl font-semibold">
        {t('affiliate.newLink')}
      </h2>
      <form method="post" action={LINK_FORM_ACTION} onSubmit={submit} noValidate className="space-y-4">
        <input type="hidden" name="locale" value={locale} />
        <TextField
          label={t('affiliate.link')}
          required
          inputMode="url"
          placeholder={EXAMPLE_PATH}
          maxLength={2000}
          error={errorOf('link')}
          defaultValue={value('link')}
          {...register('link')}
        />
        <p className="text-sm text-ink-muted">{t('affiliate.linkHint', { example: EXAMPLE_PATH })}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('affiliate.description')}
            required
            maxLength={200}
            error={errorOf('description')}
            defaultValue={value('description')}
            {...register('description')}
          />
          <TextField
            label={t('affiliate.expiryDate')}
            required
            type="date"
            min={today}
            error={errorOf('expiryDate')}
            defaultValue={value('expiryDate')}
            {...register('expiryDate')}
          />
        </div>
        {failure && <Alert>{failure}</Alert>}
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
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
