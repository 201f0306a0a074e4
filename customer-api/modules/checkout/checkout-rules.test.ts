import type { Schedule } from '../../../lib/api/schemas';
import { dueDateProblem } from './due-dates';
import { cleanFileName, sniffUploadType } from './upload-sniff';

const weekdays: Schedule = {
  openHours: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, start: '09:00', end: '17:00' })),
  exceptions: [{ type: 'DAY_OF_WEEK', value: 3 }],
};

describe('due dates', () => {
  // Monday 2026-11-23 12:00 in Dhaka (06:00 UTC).
  const now = new Date('2026-11-23T06:00:00.000Z');
  it('checks weekday, exception, hours, past and horizon in the given zone', () => {
    expect(dueDateProblem(weekdays, '2026-11-24', '09:00', now, 'Asia/Dhaka')).toBeNull();
    expect(dueDateProblem(weekdays, '2026-11-25', '10:00', now, 'Asia/Dhaka')).toBe('CLOSED_DAY');
    expect(dueDateProblem(weekdays, '2026-11-28', '10:00', now, 'Asia/Dhaka')).toBe('CLOSED_DAY');
    expect(dueDateProblem(weekdays, '2026-11-24', '17:00', now, 'Asia/Dhaka')).toBe('OUTSIDE_HOURS');
    expect(dueDateProblem(weekdays, '2026-11-23', '11:59', now, 'Asia/Dhaka')).toBe('PAST');
    expect(dueDateProblem(weekdays, '2026-11-23', '12:00', now, 'Asia/Dhaka')).toBeNull();
    expect(dueDateProblem(weekdays, '2027-01-22', '10:00', now, 'Asia/Dhaka')).toBe('BEYOND_HORIZON');
    expect(dueDateProblem(weekdays, '2027-01-21', '10:00', now, 'Asia/Dhaka')).toBeNull();
    expect(dueDateProblem(weekdays, 'tomorrow', '10:00', now, 'Asia/Dhaka')).toBe('INVALID_DATE');
  });
});

describe('uploads', () => {
  it('sniffs PDF, PNG, JPEG and WebP and nothing else', () => {
    expect(sniffUploadType(Buffer.from('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffUploadType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffUploadType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffUploadType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffUploadType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffUploadType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
  });

  it('cleans file names', () => {
    expect(cleanFileName('..%2F..%2Fsecret.pdf')).toBe('secret.pdf');
    expect(cleanFileName('C:\\Users\\me\\scan.png')).toBe('scan.png');
    expect(cleanFileName('%E0%A4%A')).toBe('%E0%A4%A');
    expect(cleanFileName(undefined)).toBe('upload');
    expect(cleanFileName('..')).toBe('upload');
  });
});
