import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * The hosted page's link carries `t={expiry}.{HMAC-SHA256(key, paymentId.expiry)}`: a payment id
 * alone (guessed, or copied from a log) opens nothing, and the link dies with the payment.
 */
export class PaymentLinks {
  constructor(private readonly key: string) {
    if (key.length < 32) throw new Error('The payment link key needs at least 32 characters');
  }

  private mac(paymentId: string, expiresAt: number): Buffer {
    return createHmac('sha256', this.key).update(`${paymentId}.${expiresAt}`).digest();
  }

  token(paymentId: string, expiresAt: Date): string {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return `${exp}.${this.mac(paymentId, exp).toString('base64url')}`;
  }

  check(paymentId: string, token: unknown, now: Date): LinkCheck {
    if (typeof token !== 'string') return 'invalid';
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match?.[1] || !match[2]) return 'invalid';
    const exp = Number(match[1]);
    const given = Buffer.from(match[2], 'base64url');
    const expected = this.mac(paymentId, exp);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return exp * 1000 <= now.getTime() ? 'expired' : 'valid';
  }
}
