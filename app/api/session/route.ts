import { NextResponse } from 'next/server';

/**
 * GET — who the header greets: `{ signedIn, name }`. Sign-in (next-auth with the OIDC provider,
 * docs/architecture) is not wired yet, so every shopper is a guest; this is the one place to read
 * the session once it is.
 */
export async function GET() {
  return NextResponse.json({ signedIn: false, name: null }, { headers: { 'Cache-Control': 'private, no-store' } });
}
