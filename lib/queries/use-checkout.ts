'use client';

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deliveryPlan } from '@/lib/api/cart-schemas';
import { city, countryInfo, outlet } from '@/lib/api/schemas';
import { bff } from './cart-api';
import { CART_KEY } from './use-cart';

/** Delivery plans for the cart's shipping address; under the cart key, so they reload with it. */
export function useDeliveryPlans(enabled: boolean) {
  return useQuery({
    queryKey: [...CART_KEY, 'delivery-plans'],
    queryFn: () => bff('/api/cart/delivery-plans', z.array(deliveryPlan)),
    enabled,
  });
}

export function usePickupOutlets(enabled: boolean) {
  return useQuery({
    queryKey: ['outlets'],
    queryFn: () => bff('/api/cart/outlets', z.array(outlet)),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Provinces and their districts of a country (address form selects). */
export function useCountryInfo(country: string) {
  return useQuery({
    queryKey: ['places', 'country', country],
    queryFn: () => bff(`/api/cart/places?${new URLSearchParams({ country })}`, countryInfo),
    enabled: country.length > 0,
    staleTime: Infinity,
  });
}

export function useCitiesOfDistrict(districtId: string) {
  return useQuery({
    queryKey: ['places', 'district', districtId],
    queryFn: () => bff(`/api/cart/places?${new URLSearchParams({ districtId })}`, z.array(city)),
    enabled: districtId.length > 0,
    staleTime: Infinity,
  });
}
