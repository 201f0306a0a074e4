import * as api from '@/lib/api/cart';
import { UPLOAD_LIMIT_BYTES } from '@/lib/api/cart-schemas';
import { BFF_CODES, BffError } from '@/lib/bff/error';
import { bffRoute } from '@/lib/bff/route';
import { fileNameFromHeader, uploadTypeOf } from '@/lib/cart/order-notes';

/** The file's bytes may not pass the limit; the API checks again, by the bytes themselves. */
const MAX_UPLOAD_BYTES = UPLOAD_LIMIT_BYTES;

/** The shopper's language takes it from here (`lib/cart/request-error.ts`); the API says the same. */
const FILE_NEEDS_CART = 'Add an item to your cart before attaching a file';

/**
 * POST /api/cart/file: attaches a file to the shopper's cart (spec §7 set/file). The body is the file
 * itself, its Content-Type the file's type, `X-File-Name` its percent-encoded name; an empty body removes it.
 * Only a shopper who already has a cart may send one: a visitor without a session starts none here.
 */
export const POST = bffRoute(
  { shopper: 'existing', rateLimit: 'upload', body: 'bytes', maxBodyBytes: MAX_UPLOAD_BYTES },
  ({ call, body, request, caller }) => {
    if (caller.kind === 'anonymous') throw new BffError(409, BFF_CODES.conflict, FILE_NEEDS_CART);
    const contentType = body.byteLength === 0 ? 'application/octet-stream' : uploadTypeOf(request.headers.get('content-type'));
    if (!contentType) throw new BffError(415, BFF_CODES.unsupportedType, 'Only PDF, PNG, JPEG or WebP files can be attached');
    return api.setFile(call, { data: body, contentType, name: fileNameFromHeader(request.headers.get('x-file-name')) });
  },
);
