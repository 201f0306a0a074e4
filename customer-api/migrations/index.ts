import type { Migration } from '../core/migrate';
import catalogue from './001-catalogue';
import commerce from './002-commerce';
import identity from './003-identity';
import profile from './004-profile';
import cards from './005-cards';
import paymentHolds from './006-payment-holds';
import signInMerge from './007-sign-in-merge';
import affiliate from './008-affiliate';
import searchIndex from './009-search-index';
import changeCounters from './010-change-counters';
import emailChange from './011-email-change';

/** Every schema step in order; a new step is a new `NNN-name.ts` file added at the end here. */
export const migrations: readonly Migration[] = [
  catalogue,
  commerce,
  identity,
  profile,
  cards,
  paymentHolds,
  signInMerge,
  affiliate,
  searchIndex,
  changeCounters,
  emailChange,
];
