import { act, fireEvent, screen } from '@testing-library/react';
import { renderShell } from '@/test/shell';
import { MaintenanceScreen } from './maintenance-screen';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Lets a started check's promise chain finish. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

/** Moves the clock on and lets the checks it started settle. */
async function elapse(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await settle();
}

describe('the maintenance screen', () => {
  it("shows the spec's texts and a 'Retry now...' button", () => {
    renderShell(<MaintenanceScreen checkOnline={async () => false} onOnline={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'We are sorry, Site is temporarily offline' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Our website is currently undergoing scheduled maintenance. We should be back shortly. Thank you for your patience.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry now...' })).toBeEnabled();
  });

  it('retries after 2, 3, 6, 16 and 31 seconds, then every 61 seconds', async () => {
    const checkOnline = jest.fn(async () => false);
    renderShell(<MaintenanceScreen checkOnline={checkOnline} onOnline={jest.fn()} />);
    const gaps = [2, 3, 6, 16, 31, 61, 61, 61];
    for (const [i, gap] of gaps.entries()) {
      await elapse(gap * 1000 - 1);
      expect(checkOnline).toHaveBeenCalledTimes(i);
      await elapse(1);
      expect(checkOnline).toHaveBeenCalledTimes(i + 1);
    }
  });

  it('counts down to the next retry', async () => {
    renderShell(<MaintenanceScreen checkOnline={async () => false} onOnline={jest.fn()} />);
    expect(screen.getByText('Retrying in 2 seconds')).toBeInTheDocument();
    await elapse(1000);
    expect(screen.getByText('Retrying in 1 second')).toBeInTheDocument();
    await elapse(1000);
    expect(screen.getByText('Retrying in 3 seconds')).toBeInTheDocument();
  });

  it("checks at once with 'Retry now...' and goes on with the schedule", async () => {
    const checkOnline = jest.fn(async () => false);
    renderShell(<MaintenanceScreen checkOnline={checkOnline} onOnline={jest.fn()} />);
    await elapse(500);
    // The click and the check it starts both run inside act, so React renders their outcome.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry now...' }));
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect(checkOnline).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Retrying in 3 seconds')).toBeInTheDocument();
    // The manual retry counted as the first: the next automatic one waits 3 seconds.
    await elapse(2999);
    expect(checkOnline).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(checkOnline).toHaveBeenCalledTimes(2);
  });

  it("shows 'Loading...' while it checks, and brings the shop back once online", async () => {
    let answer: (online: boolean) => void = () => {};
    const checkOnline = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const onOnline = jest.fn();
    renderShell(<MaintenanceScreen checkOnline={checkOnline} onOnline={onOnline} />);
    await elapse(2000);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('button', { name: 'Retry now...' })).toBeDisabled();
    await act(async () => answer(true));
    expect(onOnline).toHaveBeenCalledTimes(1);
    await elapse(120_000);
    expect(checkOnline).toHaveBeenCalledTimes(1);
  });

  it("asks for the shopper's page again before the script has run: 'Retry now...' submits a GET form to the page's own address", async () => {
    const checkOnline = jest.fn(async () => false);
    renderShell(<MaintenanceScreen checkOnline={checkOnline} onOnline={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Retry now...' });
    const form = button.closest('form');
    expect(button).toHaveAttribute('type', 'submit');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).not.toHaveAttribute('action');
    // Once the script runs, the same press checks in place instead of leaving the page.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      form?.dispatchEvent(submit);
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(checkOnline).toHaveBeenCalledTimes(1);
  });

  it('speaks Sinhala on the Sinhala site', () => {
    renderShell(<MaintenanceScreen checkOnline={async () => false} onOnline={jest.fn()} />, { locale: 'si' });
    expect(screen.getByRole('heading')).not.toHaveTextContent('We are sorry');
  });
});
