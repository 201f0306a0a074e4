import type { Schedule, ScheduleException } from '@/lib/api/schemas';
import {
  firstDeliverableDate,
  hoursOnDate,
  hoursOnWeekday,
  isExceptionDay,
  isOpenAt,
  isOpenOnDate,
  nextOpenSlots,
  workingShift,
  zonedDateTime,
} from './business-hours';

const COLOMBO = 'Asia/Colombo'; // UTC+05:30
const MANILA = 'Asia/Manila'; // UTC+08:00

const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, start: '09:00', end: '17:00' }));
const shop: Schedule = {
  openHours: [
    ...weekdays,
    { dayOfWeek: 6, isOpen: true, start: '10:00', end: '14:00' },
    { dayOfWeek: 7, isOpen: false, start: '09:00', end: '17:00' },
  ],
  exceptions: [],
};
const withExceptions = (exceptions: ScheduleException[]): Schedule => ({ ...shop, exceptions });

// 2026-11-21 is a Saturday, 2026-11-23 a Monday.
const at = (iso: string) => new Date(iso);

describe('the merchant clock', () => {
  it('reads day, weekday and time in the merchant time zone', () => {
    expect(zonedDateTime(at('2026-11-22T19:00:00Z'), COLOMBO)).toEqual({
      date: '2026-11-23',
      year: 2026,
      month: 11,
      day: 23,
      weekday: 1,
      minuteOfDay: 30,
      pastMinute: false,
    });
    expect(zonedDateTime(at('2026-11-22T19:00:00Z'), MANILA).minuteOfDay).toBe(3 * 60);
  });

  it('falls back to the default zone for an unknown zone name', () => {
    expect(zonedDateTime(at('2026-11-23T00:00:00Z'), 'Mars/Olympus').minuteOfDay).toBe(8 * 60);
  });
});

describe('opening hours of a day', () => {
  it('uses 09:00–18:00 every day when no hours are configured', () => {
    expect(hoursOnWeekday({ openHours: [] }, 7)).toEqual({ start: 9 * 60, end: 18 * 60 });
  });

  it('is closed on a day marked closed or not listed', () => {
    expect(hoursOnWeekday(shop, 7)).toBeNull();
    expect(hoursOnWeekday({ openHours: weekdays }, 6)).toBeNull();
  });

  it('caps the working shift at 18:00 for the start and 23:00 for the end', () => {
    expect(workingShift(20 * 60, 23 * 60 + 59)).toEqual({ start: 18 * 60, end: 23 * 60 });
    expect(hoursOnWeekday({ openHours: [{ dayOfWeek: 1, isOpen: true, start: '19:30', end: '23:45' }] }, 1)).toEqual({
      start: 18 * 60,
      end: 23 * 60,
    });
  });

  it('treats an entry whose end is not after its start as closed', () => {
    expect(hoursOnWeekday({ openHours: [{ dayOfWeek: 1, isOpen: true, start: '17:00', end: '09:00' }] }, 1)).toBeNull();
  });
});

describe('exception days', () => {
  it('closes a day of the month, a day of the year or a weekday', () => {
    expect(isExceptionDay(withExceptions([{ type: 'DAY_OF_MONTH', value: 25 }]), 2026, 11, 25)).toBe(true);
    expect(isExceptionDay(withExceptions([{ type: 'DAY_OF_YEAR', value: '12-25' }]), 2026, 12, 25)).toBe(true);
    expect(isExceptionDay(withExceptions([{ type: 'DAY_OF_WEEK', value: 3 }]), 2026, 11, 25)).toBe(true);
    expect(isExceptionDay(withExceptions([{ type: 'DAY_OF_YEAR', value: '12-25' }]), 2026, 11, 25)).toBe(false);
  });

  it('makes an otherwise open date closed', () => {
    expect(isOpenOnDate(shop, '2026-11-25')).toBe(true);
    expect(isOpenOnDate(withExceptions([{ type: 'DAY_OF_MONTH', value: 25 }]), '2026-11-25')).toBe(false);
    expect(hoursOnDate(shop, '2026-02-30')).toBeNull();
  });
});

describe('open at a moment', () => {
  it('is open within start (inclusive) and end (exclusive) in the merchant zone', () => {
    expect(isOpenAt(shop, at('2026-11-23T03:30:00Z'), COLOMBO)).toBe(true); // Mon 09:00
    expect(isOpenAt(shop, at('2026-11-23T03:29:59Z'), COLOMBO)).toBe(false); // Mon 08:59:59
    expect(isOpenAt(shop, at('2026-11-23T11:29:00Z'), COLOMBO)).toBe(true); // Mon 16:59
    expect(isOpenAt(shop, at('2026-11-23T11:30:00Z'), COLOMBO)).toBe(false); // Mon 17:00
  });

  it('depends on the time zone', () => {
    const instant = at('2026-11-23T01:30:00Z'); // 07:00 in Colombo, 09:30 in Manila
    expect(isOpenAt(shop, instant, COLOMBO)).toBe(false);
    expect(isOpenAt(shop, instant, MANILA)).toBe(true);
  });

  it('is closed on a closed weekday and on an exception day', () => {
    expect(isOpenAt(shop, at('2026-11-22T05:00:00Z'), COLOMBO)).toBe(false); // Sunday
    expect(isOpenAt(withExceptions([{ type: 'DAY_OF_WEEK', value: 1 }]), at('2026-11-23T05:00:00Z'), COLOMBO)).toBe(false);
  });
});

describe('date and time picker', () => {
  it('offers the remaining times of today and the following open days', () => {
    // Saturday 11:30 in Colombo; Saturday opens 10–14, Sunday is closed.
    const slots = nextOpenSlots(shop, at('2026-11-21T06:00:00Z'), { timeZone: COLOMBO, days: 3, stepMinutes: 60 });
    expect(slots).toEqual([
      { date: '2026-11-21', times: ['12:00', '13:00'] },
      { date: '2026-11-23', times: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] },
    ]);
  });

  it('does not offer a time that has already begun', () => {
    const slots = nextOpenSlots(shop, at('2026-11-23T04:30:30Z'), { timeZone: COLOMBO, days: 1, stepMinutes: 30 });
    expect(slots[0]?.times[0]).toBe('10:30');
    const exact = nextOpenSlots(shop, at('2026-11-23T04:30:00Z'), { timeZone: COLOMBO, days: 1, stepMinutes: 30 });
    expect(exact[0]?.times[0]).toBe('10:00');
  });

  it('moves to the next open day after closing time', () => {
    expect(firstDeliverableDate(shop, at('2026-11-23T11:45:00Z'), { timeZone: COLOMBO })).toBe('2026-11-24');
  });

  it('looks at no more than 60 days', () => {
    const long = nextOpenSlots({ openHours: [], exceptions: [] }, at('2026-11-23T00:00:00Z'), { timeZone: COLOMBO, days: 400 });
    expect(long).toHaveLength(60);
    expect(long.at(-1)?.date).toBe('2027-01-21');
  });

  it('finds the 60th day but gives up after it', () => {
    const from = at('2026-11-23T00:00:00Z');
    const closedDays = (count: number): ScheduleException[] =>
      Array.from({ length: count }, (_, i) => {
        const d = new Date(Date.UTC(2026, 10, 23 + i));
        return { type: 'DAY_OF_YEAR', value: `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}` };
      });
    const everyDay = { openHours: [] };
    expect(firstDeliverableDate({ ...everyDay, exceptions: closedDays(59) }, from, { timeZone: COLOMBO })).toBe('2027-01-21');
    expect(firstDeliverableDate({ ...everyDay, exceptions: closedDays(60) }, from, { timeZone: COLOMBO })).toBeNull();
  });

  it('finds nothing when the shop never opens', () => {
    const closed: Schedule = {
      openHours: [{ dayOfWeek: 7, isOpen: true, start: '09:00', end: '12:00' }],
      exceptions: [{ type: 'DAY_OF_WEEK', value: 7 }],
    };
    expect(firstDeliverableDate(closed, at('2026-11-23T00:00:00Z'), { timeZone: COLOMBO })).toBeNull();
    expect(nextOpenSlots(closed, at('2026-11-23T00:00:00Z'), { timeZone: COLOMBO })).toEqual([]);
  });
});
