'use client';

import { useQuery } from '@tanstack/react-query';
import type { DeliveryPlan } from '@/lib/api/cart-schemas';
import { bff, BffError } from '@/lib/bff/client';
import { queryKeys } from './keys';

/**
 * Delivery plans for the cart's shipping address; under the cart key, so they reload with it.
 * `initialData`: the plans the page was rendered with, so they are on the page before its script runs.
 */
export function useDeliveryPlans(enabled: boolean, initialData?: DeliveryPlan[]) {
  return useQuery({ queryKey: queryKeys.deliveryPlans, queryFn: bff.cart.deliveryPlans, enabled, initialData });
}

/** Home delivery's business hours and time zone (spec §5), for the due-date picker. */
export function useDeliverySchedule(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.deliverySchedule, queryFn: bff.cart.deliverySchedule, enabled, staleTime: 5 * 60_000 });
}

export function usePickupOutlets(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.outlets, queryFn: bff.outlets, enabled, staleTime: 5 * 60_000 });
}

/** Provinces and their districts of a country (address form selects). */
export function useCountryInfo(country: string) {
  return useQuery({
    queryKey: queryKeys.countryInfo(country),
    queryFn: () => bff.countryInfo(country),
    enabled: country.length > 0,
    staleTime: Infinity,
  });
}

export function useCitiesOfDistrict(districtId: string) {
  return useQuery({
    queryKey: queryKeys.citiesOfDistrict(districtId),
    queryFn: () => bff.citiesOfDistrict(districtId),
    enabled: districtId.length > 0,
    staleTime: Infinity,
  });
}

/** A saved address's city with its district and province (spec §7 find_by_id); a refusal is not asked again. */
export function useCity(cityId: string) {
  return useQuery({
    queryKey: queryKeys.city(cityId),
    queryFn: () => bff.city(cityId),
    enabled: cityId.length > 0,
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof BffError && !error.retryable) && count < 1,
  });
}
