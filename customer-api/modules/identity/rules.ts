import { z } from 'zod';
import { preferredLanguage } from '../../../lib/i18n/accept-language';

/** Account rules of the identity provider: what a valid account is and how failures are slowed down. */

export const PASSWORD_MIN = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to tie up the server. */
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

/** Wrong passwords (per account, or per unknown email) before the account is locked. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
/** Window of the per-IP failure count. */
export const IP_WINDOW_MS = 15 * 60_000;
/** Mails (registration, reset, new verification link) one IP address may cause per window. */
export const MAILS_PER_IP = 10;

export const VERIFY_TOKEN_TTL_MS = 24 * 3600_000;
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Emails are compared and stored trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const emailField = z.string().trim().max(254).pipe(z.email());

export type FieldErrorCode = 'required' | 'email' | 'passwordShort' | 'passwordLong' | 'nameLong';

/** Field errors of the create-account form, as message codes. */
export function registrationErrors(form: {
  name: string;
  email: string;
  password: string;
}): Partial<Record<'name' | 'email' | 'password', FieldErrorCode>> {
  const errors: Partial<Record<'name' | 'email' | 'password', FieldErrorCode>> = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length > NAME_MAX) errors.name = 'nameLong';
  if (form.email.trim() === '') errors.email = 'required';
  else if (!emailField.safeParse(form.email).success) errors.email = 'email';
  const password = passwordError(form.password);
  if (password) errors.password = password;
  return errors;
}

export function passwordError(password: string): FieldErrorCode | null {
  if (password === '') return 'required';
  if ([...password].length < PASSWORD_MIN) return 'passwordShort';
  if (password.length > PASSWORD_MAX) return 'passwordLong';
  return null;
}

/**
 * How long a failed sign-in answer is held back, growing with the failures so far: nothing for the
 * first, then base, 2×base, 4×base… at most 8×base. `base` 250 ms makes the fifth failure wait 2 s.
 */
export function failureDelayMs(failures: number, base: number): number {
  if (failures <= 1 || base <= 0) return 0;
  return Math.min(base * 2 ** (failures - 2), base * 8);
}

export interface FailureState {
  failures: number;
  lockedUntil: number | null;
}

/** A failed attempt: the count grows; the fifth locks for 15 minutes and starts the count again. */
export function afterFailure(state: FailureState, now: number): FailureState {
  const failures = state.failures + 1;
  if (failures >= MAX_FAILURES) return { failures: 0, lockedUntil: now + LOCK_MS };
  return { failures, lockedUntil: state.lockedUntil };
}

export const isLocked = (state: FailureState, now: number): boolean => state.lockedUntil !== null && state.lockedUntil > now;

/**
 * The page language: the first of `ui_locales` (the sign-in request's preference, space-separated)
 * that the provider speaks, else the best of Accept-Language, else English.
 */
export function pageLanguage(uiLocales: string | undefined, acceptLanguage: string | undefined): Language {
  for (const tag of (uiLocales ?? '').split(/\s+/)) {
    const lang = supported(tag);
    if (lang) return lang;
  }
  return preferredLanguage(acceptLanguage, LANGUAGES) ?? 'en';
}

function supported(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}
