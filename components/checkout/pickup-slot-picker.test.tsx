import { fireEvent, screen, within } from '@testing-library/react';
import type { Schedule } from '@/lib/api/schemas';
import { renderWithIntl } from '@/test/intl';
import { PickupSlotPicker } from './pickup-slot-picker';

// Monday 2026-11-23, 08:00 in Colombo.
const NOW = new Date('2026-11-23T02:30:00Z');

const schedule: Schedule = {
  openHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    dayOfWeek: day,
    isOpen: day !== 7,
    start: '09:00',
    end: day === 6 ? '13:00' : '18:00',
  })),
  exceptions: [{ type: 'DAY_OF_YEAR', value: '12-25' }],
};

beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
      'clearImmediate',
    ],
  });
});
afterEach(() => jest.useRealTimers());

function dateOptions() {
  return within(screen.getByLabelText(/Date/))
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value)
    .filter(Boolean);
}

describe('Store pickup date and time', () => {
  it('offers only open days within 60 days: no Sundays, no exception days', () => {
    renderWithIntl(<PickupSlotPicker schedule={schedule} timeZone="Asia/Colombo" date={null} time={null} onPick={() => {}} />);
    const days = dateOptions();
    expect(days[0]).toBe('2026-11-23');
    expect(days).not.toContain('2026-11-29');
    expect(days).not.toContain('2026-12-25');
    expect(days.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
    expect(days.at(-1) ?? '').toBe('2027-01-21');
  });

  it('offers the open times of the chosen day and reports the picked slot', () => {
    const onPick = jest.fn();
    renderWithIntl(<PickupSlotPicker schedule={schedule} timeZone="Asia/Colombo" date={null} time={null} onPick={onPick} />);
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: '2026-11-28' } });
    const times = within(screen.getByLabelText(/Time/))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('12:30');
    fireEvent.change(screen.getByLabelText(/Time/), { target: { value: '10:30' } });
    expect(onPick).toHaveBeenCalledWith({ date: '2026-11-28', time: '10:30' });
  });

  it('says so when nothing is open in the next 60 days', () => {
    const closed: Schedule = {
      openHours: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dayOfWeek: d, isOpen: false, start: '09:00', end: '18:00' })),
      exceptions: [],
    };
    renderWithIntl(<PickupSlotPicker schedule={closed} timeZone="Asia/Colombo" date={null} time={null} onPick={() => {}} />);
    expect(screen.getByText('No available times in the next 60 days')).toBeInTheDocument();
  });
});
