'use client';

import { useTranslations } from 'next-intl';
import { nativeCommands } from '@/components/store-location/native-dialog';
import { useStoreLocation } from '@/components/store-location/store-location-provider';
import { MapPinIcon } from './icons';

/**
 * spec §2: shown only when there is more than one location, or when one is chosen; never in a single-store
 * shop (spec §4). Its `command` opens the change (or choice) dialog in the page with no script.
 */
export function LocationSelector({ className = '' }: { className?: string }) {
  const t = useTranslations('storeLocation');
  const th = useTranslations('header');
  const { locations, current, changeOffered, dialogId, requestChange } = useStoreLocation();
  if (!changeOffered || (locations.length <= 1 && !current)) return null;
  return (
    <button
      type="button"
      {...{ command: 'show-modal', commandfor: dialogId }}
      title={current?.name ?? t('noLocation')}
      onClick={() => !nativeCommands() && requestChange()}
      aria-haspopup="dialog"
      className={`inline-flex h-10 max-w-48 items-center gap-1 rounded-md px-2 text-sm hover:bg-black/5 ${className}`}
    >
      <MapPinIcon className="size-5 shrink-0" />
      <span className="sr-only">{th('changeLocation')}: </span>
      {/* Between lg and xl the header is crowded: the name stays for screen readers and as a tooltip. */}
      <span className="truncate max-lg:inline lg:max-xl:sr-only">{current?.name ?? t('noLocation')}</span>
    </button>
  );
}
