import { NextResponse } from 'next/server';
import type { Locale } from '@/i18n/routing';
import type { SiteSchema } from '@/lib/api/schemas';
import type { SiteStatus } from '@/lib/api/site-status';
import type { NextRequest } from 'next/server';

/** A page request once its language is known: the path without the language prefix. */
export interface Visit {
  request: NextRequest;
  locale: Locale;
  path: string;
  status: SiteStatus;
}

/** A visit to the open shop: the merchant's settings are at hand. */
export interface ShopVisit {
  request: NextRequest;
  locale: Locale;
  path: string;
  schema: SiteSchema;
}

/** A step that answers the request itself (a redirect, a refusal) ends the pipeline. */
export const isAnswer = (value: unknown): value is NextResponse => value instanceof NextResponse;

/** A plain-text answer no cache keeps. */
export function plainAnswer(body: string, status: number, headers: Record<string, string> = {}) {
  return new NextResponse(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}
