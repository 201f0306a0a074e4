import type { Schedule } from '../../../lib/api/schemas';
import { DATE_SEARCH_HORIZON_DAYS, hoursOnDate, parseClock, zonedDateTime } from '../../../lib/schedule/business-hours';

export type DueDateProblem = 'INVALID_DATE' | 'PAST' | 'BEYOND_HORIZON' | 'CLOSED_DAY' | 'OUTSIDE_HOURS';

const DAY_MS = 86_400_000;

function utcDay(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(y, m - 1, d);
  const check = new Date(at);
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? at : null;
}

/**
 * spec §5/§9 business hours, checked on the server in the merchant's time zone: the date is one of
 * the next 60 days, the day is open and no exception, and the time is within its hours and not past.
 */
export function dueDateProblem(schedule: Schedule, date: string, time: string, now: Date, timeZone: string): DueDateProblem | null {
  const day = utcDay(date);
  const minute = parseClock(time);
  if (day === null || minute === null) return 'INVALID_DATE';
  const local = zonedDateTime(now, timeZone);
  const today = utcDay(local.date) ?? day;
  const offset = Math.round((day - today) / DAY_MS);
  if (offset < 0) return 'PAST';
  if (offset >= DATE_SEARCH_HORIZON_DAYS) return 'BEYOND_HORIZON';
  const hours = hoursOnDate(schedule, date);
  if (!hours) return 'CLOSED_DAY';
  if (minute < hours.start || minute >= hours.end) return 'OUTSIDE_HOURS';
  if (offset === 0 && minute < local.minuteOfDay + (local.pastMinute ? 1 : 0)) return 'PAST';
  return null;
}

export const DUE_DATE_MESSAGES: Record<DueDateProblem, string> = {
  INVALID_DATE: 'The date or time is not valid',
  PAST: 'The chosen time has already passed',
  BEYOND_HORIZON: `Choose a date within the next ${DATE_SEARCH_HORIZON_DAYS} days`,
  CLOSED_DAY: 'We are closed on the chosen date',
  OUTSIDE_HOURS: 'The chosen time is outside business hours',
};
