import 'server-only';
import { reportMissingMessages } from '@/lib/api/catalogue';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import ta from '@/messages/ta.json';
import { missingKeys, type Messages } from './merge-messages';

const BUILT_IN: Record<string, Messages> = { si, ta };
const RETRY_MS = [2_000, 10_000, 30_000, 120_000];

/**
 * Tells the customer API which messages a catalogue lacks (a key added to en before its translations),
 * so the merchant can see them. Runs once when the server starts, in the background, retrying while
 * the API is still starting.
 */
export async function reportMessageGaps(
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms).unref()),
  catalogues: Record<string, Messages> = BUILT_IN,
) {
  for (const [lng, messages] of Object.entries(catalogues)) {
    const keys = missingKeys(en, messages).slice(0, 500);
    if (keys.length === 0) continue;
    for (let attempt = 0; ; attempt++) {
      try {
        await reportMissingMessages(lng, keys);
        break;
      } catch {
        const delay = RETRY_MS[attempt];
        if (delay === undefined) break;
        await wait(delay);
      }
    }
  }
}
