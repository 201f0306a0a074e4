import { act, screen } from '@testing-library/react';
import { remoteError } from '@/lib/bff/remote-error';
import { renderWithIntl } from '@/test/intl';
import { RemoteErrorNotice } from './remote-error-notice';

describe('RemoteErrorNotice (spec §8 remote error state)', () => {
  afterEach(() => act(() => remoteError.clear()));

  it('shows nothing until a 503 E2003 is stored, then its description and code, and goes once a call succeeds', () => {
    renderWithIntl(<RemoteErrorNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => remoteError.set({ code: 'E2003', description: 'We are sorry, Site is temporarily offline', status: 503 }));
    expect(screen.getByRole('alert')).toHaveTextContent('We are sorry, Site is temporarily offline (error E2003, status 503)');
    act(() => remoteError.clear());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
