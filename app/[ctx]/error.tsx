'use client';

import { useTranslations } from 'next-intl';
import { ErrorFallback } from '@/components/common/error-fallback';

export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errors');
  return <ErrorFallback error={error} retry={retry} message={t('generic')} retryLabel={t('tryAgain')} />;
}
