import { UPLOAD_TYPES } from '../../../lib/api/cart-schemas';

export type UploadType = (typeof UPLOAD_TYPES)[number];

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The real type of an upload from its first bytes; a declared content type alone is never trusted. */
export function sniffUploadType(data: Uint8Array): UploadType | null {
  if (startsWith(data, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export function isUploadType(value: string): value is UploadType {
  return (UPLOAD_TYPES as readonly string[]).includes(value);
}

/** A file name safe to show and store as metadata: no path, no control characters, at most 120 characters. */
export function cleanFileName(raw: string | undefined): string {
  let decoded = raw ?? '';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A name that is not percent-encoded is used as sent.
  }
  const base = decoded.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .trim()
    .slice(0, 120);
  return clean === '' || clean === '.' || clean === '..' ? 'upload' : clean;
}
