'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useState } from 'react';
import { Spinner } from '@/components/common/spinner';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { useAnnounce } from '@/components/ui/live-region';
import type { Cart } from '@/lib/api/cart-schemas';
import { DEFAULT_MAP_CENTER, parsePoint, type GeoPoint } from '@/lib/cart/geo-point';
import { useSetCartField } from '@/lib/queries/use-cart';
import { RequestError } from './request-error';

function MapLoading() {
  const t = useTranslations('common');
  return (
    <div className="flex h-72 items-center justify-center rounded-md border border-neutral-300">
      <Spinner label={t('loading')} />
    </div>
  );
}

// Leaflet reads `window` and weighs ~40 KB: it loads only when the shopper opens the map.
const LocationMap = dynamic(() => import('./location-map'), { ssr: false, loading: MapLoading });

interface Props {
  address: NonNullable<Cart['shippingAddress']>;
  tileUrl: string;
}

/**
 * spec §4 location confirmation on a map: not confirmed → confirmed, with change. The place is saved
 * on the shipping address as `geoCoordinates` (set/shipping-address).
 */
export function LocationConfirmation({ address, tileUrl }: Props) {
  const t = useTranslations('checkout');
  const tc = useTranslations('common');
  const announce = useAnnounce();
  const latId = useId();
  const lngId = useId();
  const saved = address.geoCoordinates;
  const [editing, setEditing] = useState(false);
  const [point, setPoint] = useState<GeoPoint | null>(saved);
  const [latText, setLatText] = useState(saved ? String(saved.lat) : '');
  const [lngText, setLngText] = useState(saved ? String(saved.lng) : '');
  const [problem, setProblem] = useState<'locationInvalid' | 'geolocationFailed' | null>(null);
  const setAddress = useSetCartField('shipping-address');

  const place = useCallback((next: GeoPoint) => {
    setPoint(next);
    setLatText(String(next.lat));
    setLngText(String(next.lng));
    setProblem(null);
  }, []);

  const typed = (lat: string, lng: string) => {
    setLatText(lat);
    setLngText(lng);
    const parsed = parsePoint(lat, lng);
    if (parsed) setPoint(parsed);
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setProblem('geolocationFailed');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        place(parsePoint(String(position.coords.latitude.toFixed(6)), String(position.coords.longitude.toFixed(6))) ?? DEFAULT_MAP_CENTER),
      () => setProblem('geolocationFailed'),
      { timeout: 10_000 },
    );
  };

  const confirm = () => {
    const chosen = parsePoint(latText, lngText);
    if (!chosen) {
      setProblem('locationInvalid');
      return;
    }
    setAddress.mutate(
      { ...address, geoCoordinates: chosen },
      {
        onSuccess: () => {
          setEditing(false);
          announce(t('locationConfirmed'));
        },
      },
    );
  };

  if (!editing) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-neutral-300 p-3"
        data-testid="location-confirmation"
      >
        <div>
          <p className="font-semibold">{t('deliveryLocation')}</p>
          <p className="text-sm" data-testid="location-state">
            {saved ? t('locationConfirmedAt', { lat: saved.lat, lng: saved.lng }) : t('locationNotConfirmed')}
          </p>
        </div>
        <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
          {saved ? t('changeLocation') : t('confirmLocation')}
        </button>
      </div>
    );
  }

  return (
    <fieldset className="space-y-3 rounded-md border border-neutral-300 p-3" data-testid="location-confirmation">
      <legend className="px-1 font-semibold">{t('deliveryLocation')}</legend>
      <p className="text-sm text-ink-muted">{t('mapHint')}</p>
      <LocationMap
        tileUrl={tileUrl}
        center={point ?? DEFAULT_MAP_CENTER}
        point={point}
        onPlace={place}
        mapLabel={t('mapLabel')}
        pinLabel={t('mapPin')}
      />
      <button type="button" className={secondaryButton} onClick={useMyLocation}>
        {t('useMyLocation')}
      </button>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={latId} className="text-sm font-medium">
            {t('latitude')}
          </label>
          <input
            id={latId}
            inputMode="decimal"
            className="min-h-11 rounded-md border border-neutral-400 px-3"
            value={latText}
            onChange={(e) => typed(e.target.value, lngText)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={lngId} className="text-sm font-medium">
            {t('longitude')}
          </label>
          <input
            id={lngId}
            inputMode="decimal"
            className="min-h-11 rounded-md border border-neutral-400 px-3"
            value={lngText}
            onChange={(e) => typed(latText, e.target.value)}
          />
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t(problem)}
        </p>
      )}
      <RequestError error={setAddress.error} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButton} disabled={setAddress.isPending} onClick={confirm}>
          {t('confirmLocation')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setEditing(false)}>
          {tc('cancel')}
        </button>
      </div>
    </fieldset>
  );
}
