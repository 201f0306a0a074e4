import 'server-only';
import { NextResponse } from 'next/server';

/** 303 See Other: the browser follows with a GET, so a reload does not post the form again (Place Order's plain form). */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}
