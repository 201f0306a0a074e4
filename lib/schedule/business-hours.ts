import type { OpenHoursEntry, Schedule } from '@/lib/api/schemas';
import { DEFAULT_TIME_ZONE } from '@/lib/format/time-zone';

// spec §5/§9: deliverable date search stops after 60 days
export const DATE_SEARCH_HORIZON_DAYS = 60;
// spec §5/§9: default hours 09:00–18:00 when none are configured
export const DEFAULT_OPEN_HOURS = { start: '09:00', end: '18:00' } as const;
// spec §5: the working-hour shift starts no later than 18:00 and ends no later than 23:00
export const LATEST_SHIFT_START = 18 * 60;
export const LATEST_SHIFT_END = 23 * 60;
export const DEFAULT_STEP_MINUTES = 30;

/** A calendar day and wall-clock time as seen in the merchant's time zone. */
export interface ZonedDateTime {
  /** 'YYYY-MM-DD' */
  date: string;
  year: number;
  month: number;
  day: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday (as in OpenHoursEntry.dayOfWeek). */
  weekday: number;
  /** Whole minutes since midnight. */
  minuteOfDay: number;
  /** Whether the instant is past the start of that minute (10:00:30 is; 10:00:00 is not). */
  pastMinute: boolean;
}

/** Opening of one day in minutes since midnight: open from `start` (inclusive) to `end` (exclusive). */
export interface DayHours {
  start: number;
  end: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      // An unknown zone name must not break checkout: use the spec's fallback zone.
      format = formatterFor(DEFAULT_TIME_ZONE);
    }
    formatters.set(timeZone, format);
  }
  return format;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** ISO weekday of a calendar date (time zone free). */
export function isoWeekday(year: number, month: number, day: number): number {
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** The wall-clock day and time of an instant in a time zone. */
export function zonedDateTime(at: Date, timeZone: string): ZonedDateTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  return {
    date: toIsoDate(year, month, day),
    year,
    month,
    day,
    weekday: isoWeekday(year, month, day),
    minuteOfDay: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
    pastMinute: (parts.second ?? 0) > 0 || at.getUTCMilliseconds() > 0,
  };
}

export function parseClock(hhmm: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

export function formatClock(minuteOfDay: number): string {
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

// spec §5: working hour shift caps at 18 (start) and 23 (end)
export function workingShift(start: number, end: number): DayHours {
  return { start: Math.min(start, LATEST_SHIFT_START), end: Math.min(end, LATEST_SHIFT_END) };
}

function entryHours(entry: Pick<OpenHoursEntry, 'start' | 'end'>): DayHours | null {
  const start = parseClock(entry.start);
  const end = parseClock(entry.end);
  if (start === null || end === null) return null;
  const shift = workingShift(start, end);
  return shift.end > shift.start ? shift : null;
}

/**
 * Opening hours of a weekday, or null when closed. No open hours at all → 09:00–18:00 every day;
 * a schedule that lists some days but not this one is closed on it.
 */
export function hoursOnWeekday(schedule: Pick<Schedule, 'openHours'>, weekday: number): DayHours | null {
  if (schedule.openHours.length === 0) return entryHours(DEFAULT_OPEN_HOURS);
  const entry = schedule.openHours.find((e) => e.dayOfWeek === weekday);
  return entry && entry.isOpen ? entryHours(entry) : null;
}

// spec §5: exception days (DAY_OF_MONTH, DAY_OF_YEAR 'MM-DD', DAY_OF_WEEK) are closed
export function isExceptionDay(schedule: Pick<Schedule, 'exceptions'>, year: number, month: number, day: number): boolean {
  const weekday = isoWeekday(year, month, day);
  const monthDay = `${pad(month)}-${pad(day)}`;
  return schedule.exceptions.some((exception) => {
    switch (exception.type) {
      case 'DAY_OF_MONTH':
        return exception.value === day;
      case 'DAY_OF_YEAR':
        return exception.value === monthDay;
      case 'DAY_OF_WEEK':
        return exception.value === weekday;
      default:
        return false;
    }
  });
}

function parseIsoDate(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

/** Opening hours on a calendar date ('YYYY-MM-DD'), or null when closed that day. */
export function hoursOnDate(schedule: Schedule, date: string): DayHours | null {
  const parsed = parseIsoDate(date);
  if (!parsed) return null;
  if (isExceptionDay(schedule, parsed.year, parsed.month, parsed.day)) return null;
  return hoursOnWeekday(schedule, isoWeekday(parsed.year, parsed.month, parsed.day));
}

/** Whether the shop takes orders on a calendar date at all (a date picker's enabled days). */
export function isOpenOnDate(schedule: Schedule, date: string): boolean {
  return hoursOnDate(schedule, date) !== null;
}

// spec §5 business hours: open if the weekday is open, the time is within start..end and the day is no exception
export function isOpenAt(schedule: Schedule, at: Date, timeZone: string): boolean {
  const local = zonedDateTime(at, timeZone);
  const hours = hoursOnDate(schedule, local.date);
  return hours !== null && local.minuteOfDay >= hours.start && local.minuteOfDay < hours.end;
}

/** One bookable day of the date/time picker: times are the merchant's wall clock, 'HH:mm'. */
export interface OpenDay {
  date: string;
  times: string[];
}

export interface SlotOptions {
  /** The merchant's time zone (see timeZoneForCountry). */
  timeZone: string;
  /** How many calendar days to look at, today included; 60 by default (spec §9). */
  days?: number;
  /** Minutes between offered times, counted from the opening time; 30 by default. */
  stepMinutes?: number;
}

function addDays(year: number, month: number, day: number, days: number) {
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function* openDays(schedule: Schedule, from: Date, options: SlotOptions): Generator<OpenDay> {
  const days = Math.min(Math.max(0, Math.floor(options.days ?? DATE_SEARCH_HORIZON_DAYS)), DATE_SEARCH_HORIZON_DAYS);
  const step = Math.max(1, Math.floor(options.stepMinutes ?? DEFAULT_STEP_MINUTES));
  const now = zonedDateTime(from, options.timeZone);
  // A time already begun is past: at 10:00:30 the first offer is the next step after 10:00.
  const earliestToday = now.minuteOfDay + (now.pastMinute ? 1 : 0);
  for (let offset = 0; offset < days; offset++) {
    const { year, month, day } = addDays(now.year, now.month, now.day, offset);
    const date = toIsoDate(year, month, day);
    const hours = hoursOnDate(schedule, date);
    if (!hours) continue;
    const earliest = offset === 0 ? earliestToday : 0;
    const times: string[] = [];
    for (let minute = hours.start; minute < hours.end; minute += step) {
      if (minute >= earliest) times.push(formatClock(minute));
    }
    if (times.length > 0) yield { date, times };
  }
}

/** The open days and times from `from` on, for a delivery or pickup date/time picker. */
export function nextOpenSlots(schedule: Schedule, from: Date, options: SlotOptions): OpenDay[] {
  return [...openDays(schedule, from, options)];
}

/** The first date ('YYYY-MM-DD') with an open time from `from` on; null when none within 60 days. */
export function firstDeliverableDate(schedule: Schedule, from: Date, options: SlotOptions): string | null {
  for (const day of openDays(schedule, from, options)) return day.date;
  return null;
}
