/** @jest-environment jsdom */
import { installBrowserReporter } from './browser-reporter';
import { captureEarlyErrors } from './early-errors';

const DSN = 'https://key@errors.example.test/7';
const sent = jest.fn<Promise<Response>, [string, RequestInit]>(async () => new Response('{}'));

function throwOnPage(message: string) {
  window.dispatchEvent(new ErrorEvent('error', { error: new Error(message), message }));
}

function rejectOnPage(message: string) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error(message) }));
}

// The page's own handler: the test environment would otherwise treat each dispatched error as its own failure.
window.addEventListener('error', (e) => e.preventDefault());

const reported = () => sent.mock.calls.map(([, init]) => String(init.body).match(/"value":"([^"]*)"/)?.[1]);

let uninstall = () => {};
beforeEach(() => {
  sent.mockClear();
  global.fetch = sent as unknown as typeof fetch;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('storefront.earlyErrors')];
});
afterEach(() => uninstall());

describe('the browser error reporter', () => {
  it('reports the errors thrown before its code loaded once it starts, each once', () => {
    captureEarlyErrors();
    throwOnPage('thrown before the reporter');
    rejectOnPage('rejected before the reporter');
    expect(sent).not.toHaveBeenCalled();

    uninstall = installBrowserReporter(DSN);
    expect(reported()).toEqual(['thrown before the reporter', 'rejected before the reporter']);
    expect(sent.mock.calls[0]?.[0]).toBe('https://errors.example.test/api/7/envelope/?sentry_key=key&sentry_version=7');

    // From now on the reporter alone listens: a later error is sent once, not also replayed.
    throwOnPage('thrown after');
    uninstall();
    uninstall = installBrowserReporter(DSN);
    expect(reported()).toEqual(['thrown before the reporter', 'rejected before the reporter', 'thrown after']);
  });

  it('reports what it sees itself when nothing was kept before it', () => {
    uninstall = installBrowserReporter(DSN);
    throwOnPage('thrown while installed');
    expect(reported()).toEqual(['thrown while installed']);
  });
});
