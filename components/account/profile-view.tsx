'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { secondaryButton } from '@/components/ui/button';
import type { Profile } from '@/lib/api/profile-schemas';
import { useProfile } from '@/lib/queries/use-profile';
import { ProfileForm } from './profile-form';

/** spec §3 Profile: the customer's details, with the email's verified state, and editing them. */
export function ProfileView({ initial }: { initial: Profile }) {
  const t = useTranslations();
  const format = useFormatter();
  const { data: profile = initial } = useProfile({ initialData: initial });
  const [editing, setEditing] = useState(false);
  const notProvided = t('account.notProvided');

  if (editing) return <ProfileForm profile={profile} onDone={() => setEditing(false)} />;
  const rows: [string, string][] = [
    [t('account.name'), profile.name],
    [t('account.phone'), profile.phone || notProvided],
    [
      t('account.birthday'),
      profile.birthday ? format.dateTime(new Date(`${profile.birthday}T00:00:00`), { dateStyle: 'long' }) : notProvided,
    ],
    [t('account.gender'), profile.gender ? t(`account.${profile.gender}`) : notProvided],
  ];
  return (
    <section className="space-y-4">
      {/* minmax(0, …) and wrap-anywhere: a long email breaks within the phone's width. */}
      <dl className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <dt className="font-medium">{t('account.email')}</dt>
        <dd className="wrap-anywhere">
          {profile.email}{' '}
          <span className={profile.emailVerified ? 'text-green-800' : 'text-red-700'}>
            ({profile.emailVerified ? t('account.verified') : t('account.emailNotVerified')})
          </span>
          {profile.pendingEmail && (
            <span role="status" className="mt-1 block text-sm text-neutral-700">
              {t('account.emailChangePending', { email: profile.pendingEmail, current: profile.email })}
            </span>
          )}
        </dd>
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
        {t('common.edit')}
      </button>
    </section>
  );
}
