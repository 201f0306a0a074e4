import { createPublicKey, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import type Database from 'better-sqlite3';
import { z } from 'zod';

/** A private signing key: RSA (RS256) or EC P-256 (ES256); the first key of the set signs. */
const privateJwk = z
  .object({
    kty: z.enum(['RSA', 'EC']),
    kid: z.string().min(1).max(200),
    alg: z.enum(['RS256', 'ES256']).optional(),
    crv: z.string().optional(),
    d: z.string({ error: 'private keys only' }).min(1, 'private keys only'),
  })
  .passthrough()
  .refine((k) => k.kty === 'RSA' || k.crv === 'P-256', 'EC keys must use the P-256 curve');

const privateJwks = z.object({ keys: z.array(privateJwk).min(1) });

export type SigningAlg = 'RS256' | 'ES256';

export interface ProviderKeys {
  /** Private JWKS handed to oidc-provider. */
  jwks: { keys: (JsonWebKey & { kid: string; alg: SigningAlg; use: 'sig' })[] };
  /** The same keys, public parts only: what resource servers verify access tokens with. */
  publicJwks: { keys: JsonWebKey[] };
  signingAlg: SigningAlg;
  cookieKeys: string[];
}

function stored(db: Database.Database, name: string): string | undefined {
  return (db.prepare('SELECT value FROM identity_keys WHERE name = ?').get(name) as { value: string } | undefined)?.value;
}

/** Keeps the first value written: two processes starting together end up with the same keys. */
function storeOnce(db: Database.Database, name: string, value: string): string {
  db.prepare('INSERT INTO identity_keys (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING').run(
    name,
    value,
    new Date().toISOString(),
  );
  return stored(db, name) ?? value;
}

function generatedJwks(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' };
  return JSON.stringify({ keys: [jwk] });
}

function parseJwks(text: string, source: string): z.infer<typeof privateJwks> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  const parsed = privateJwks.safeParse(json);
  if (!parsed.success) {
    // One line: the API prints it as the reason it did not start.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`${source} is not a private JSON Web Key Set: ${problems}`);
  }
  return parsed.data;
}

/**
 * Signing keys from AUTH_JWKS, else the set generated on first start and kept in SQLite (so tokens
 * survive a restart); cookie keys from AUTH_COOKIE_KEYS, else likewise generated and kept.
 */
export function loadProviderKeys(db: Database.Database, settings: { jwks?: string; cookieKeys?: string }): ProviderKeys {
  const jwksText = settings.jwks ?? stored(db, 'jwks') ?? storeOnce(db, 'jwks', generatedJwks());
  const parsed = parseJwks(jwksText, settings.jwks ? 'AUTH_JWKS' : 'The stored signing keys');
  const keys = parsed.keys.map((k) => ({
    ...(k as JsonWebKey),
    kid: k.kid,
    alg: k.alg ?? (k.kty === 'RSA' ? 'RS256' : 'ES256'),
    use: 'sig' as const,
  }));
  const publicKeys = keys.map((k) => ({
    ...createPublicKey({ key: k, format: 'jwk' }).export({ format: 'jwk' }),
    kid: k.kid,
    alg: k.alg,
    use: 'sig',
  }));

  const cookieText =
    settings.cookieKeys ?? stored(db, 'cookie-keys') ?? storeOnce(db, 'cookie-keys', randomBytes(32).toString('base64url'));
  const cookieKeys = cookieText
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  if (cookieKeys.some((k) => k.length < 16)) throw new Error('AUTH_COOKIE_KEYS: every key needs at least 16 characters');

  const first = keys[0];
  if (!first) throw new Error('No signing key');
  return { jwks: { keys }, publicJwks: { keys: publicKeys }, signingAlg: first.alg, cookieKeys };
}
