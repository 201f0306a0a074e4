import { signInHref } from '@/lib/routes/sign-in';

/** spec §4: the one key kept when browser storage is cleared at sign-in and sign-out. */
export const KEPT_STORAGE_KEY = 'inventoryId';

type StorageLike = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Removes every key but `inventoryId` from one storage. */
export function clearExceptInventory(storage: StorageLike): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && key !== KEPT_STORAGE_KEY) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

function each(pick: () => Storage[]) {
  try {
    for (const storage of pick()) clearExceptInventory(storage);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}

/** spec §4 "On login click, local storage cleared except inventoryId" (session storage keeps a waiting item). */
export function clearStorageOnSignIn(): void {
  each(() => [window.localStorage]);
}

/** spec §4 "Logout: local and session storage cleared but inventoryId kept". */
export function clearStorageOnSignOut(): void {
  each(() => [window.localStorage, window.sessionStorage]);
}

/**
 * The Login link's click: local storage cleared, then the sign-in page with the current page as
 * `callbackUrl` (spec §8 sign-in returns where the shopper was). A click already handled is left alone.
 */
export function startSignIn(
  event: { defaultPrevented: boolean; preventDefault(): void },
  go: (href: string) => void = (href) => window.location.assign(href),
): void {
  clearStorageOnSignIn();
  if (event.defaultPrevented) return;
  const href = signInHref(window.location);
  if (!href) return;
  event.preventDefault();
  go(href);
}
