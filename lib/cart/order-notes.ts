import { UPLOAD_LIMIT_BYTES, UPLOAD_TYPES } from '@/lib/api/cart-schemas';

/** The longest note the cart keeps (spec §7 set/additional-info; the contract's bound). */
export const ADDITIONAL_INFO_MAX = 1000;

/** What the file input offers: the allowed types and their usual extensions. */
export const UPLOAD_ACCEPT = [...UPLOAD_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.webp'].join(',');

/** The values the upload messages name (`fileHint`, `fileTooLarge`, `fileWrongType`). */
export const UPLOAD_MESSAGE_VALUES = { types: 'PDF, PNG, JPEG, WebP', limit: `${UPLOAD_LIMIT_BYTES / (1024 * 1024)} MB` };

export type UploadProblem = 'fileTooLarge' | 'fileWrongType' | 'fileEmpty';

type UploadType = (typeof UPLOAD_TYPES)[number];

/** The allowed upload type a Content-Type names (parameters and case ignored), or null. */
export function uploadTypeOf(contentType: string | null | undefined): UploadType | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (UPLOAD_TYPES as readonly string[]).includes(type) ? (type as UploadType) : null;
}

/** Why a chosen file cannot be attached (its message key in `checkout`), or null: type first, then size. */
export function uploadProblem(file: { size: number; type: string }): UploadProblem | null {
  if (!uploadTypeOf(file.type)) return 'fileWrongType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > UPLOAD_LIMIT_BYTES) return 'fileTooLarge';
  return null;
}

/** A refusal of the upload route, as the same message keys: the size and type codes of the BFF and API. */
export function uploadRefusal(error: { status: number; code: string }): UploadProblem | null {
  if (error.status === 413) return 'fileTooLarge';
  if (error.status === 415) return 'fileWrongType';
  return null;
}

/** "2.4 MB", "310 KB": a file's size for the shopper. */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The file name an `X-File-Name` header carries: percent-encoded by the browser, used as sent when it is not. */
export function fileNameFromHeader(raw: string | null): string {
  if (!raw) return 'upload';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
