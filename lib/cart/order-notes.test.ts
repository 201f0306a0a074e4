import { UPLOAD_LIMIT_BYTES } from '@/lib/api/cart-schemas';
import { fileNameFromHeader, fileSizeLabel, uploadProblem, uploadRefusal, uploadTypeOf } from './order-notes';

describe('order notes: the attached file', () => {
  it('knows the allowed types whatever their case or parameters', () => {
    expect(uploadTypeOf('application/pdf')).toBe('application/pdf');
    expect(uploadTypeOf('IMAGE/PNG; charset=binary')).toBe('image/png');
    expect(uploadTypeOf('text/plain')).toBeNull();
    expect(uploadTypeOf(null)).toBeNull();
  });

  it('refuses a wrong type before a size, an empty file, and anything over 5 MB', () => {
    expect(uploadProblem({ size: 10, type: 'application/zip' })).toBe('fileWrongType');
    expect(uploadProblem({ size: UPLOAD_LIMIT_BYTES + 1, type: 'text/plain' })).toBe('fileWrongType');
    expect(uploadProblem({ size: 0, type: 'image/png' })).toBe('fileEmpty');
    expect(uploadProblem({ size: UPLOAD_LIMIT_BYTES + 1, type: 'image/jpeg' })).toBe('fileTooLarge');
    expect(uploadProblem({ size: UPLOAD_LIMIT_BYTES, type: 'image/webp' })).toBeNull();
  });

  it('reads the size and type refusals of the server as the same messages', () => {
    expect(uploadRefusal({ status: 413, code: 'E4130' })).toBe('fileTooLarge');
    expect(uploadRefusal({ status: 415, code: 'E4150' })).toBe('fileWrongType');
    expect(uploadRefusal({ status: 400, code: 'E4000' })).toBeNull();
  });

  it('labels sizes in KB and MB', () => {
    expect(fileSizeLabel(300)).toBe('1 KB');
    expect(fileSizeLabel(310 * 1024)).toBe('310 KB');
    expect(fileSizeLabel(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});

describe('the file name header', () => {
  it('decodes a percent-encoded name and keeps one that is not', () => {
    expect(fileNameFromHeader('gate%20map.png')).toBe('gate map.png');
    expect(fileNameFromHeader('100%.png')).toBe('100%.png');
    expect(fileNameFromHeader(null)).toBe('upload');
  });
});
