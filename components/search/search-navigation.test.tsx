import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { LiveRegionProvider } from '@/components/ui/live-region';
import { renderWithIntl } from '@/test/intl';
import { SearchLink, SearchNavigationProvider, SearchPendingRegion } from './search-navigation';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: mockPush, prefetch: jest.fn() }),
  usePathname: () => '/search',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

let resolvePage: () => void = () => {};

function NextPage({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <p>Page 2 results</p>;
}

/** Stands in for the App Router: push renders a page that waits for its data, inside the transition. */
function Router() {
  const [ready, setReady] = useState<Promise<void> | null>(null);
  mockPush.mockImplementation(() => setReady(new Promise<void>((resolve) => (resolvePage = resolve))));
  return (
    <LiveRegionProvider>
      <SearchNavigationProvider>
        <Suspense fallback={<p>fallback</p>}>
          <SearchPendingRegion>{ready ? <NextPage ready={ready} /> : <p>Page 1 results</p>}</SearchPendingRegion>
        </Suspense>
        <SearchLink href="/search?query=x&after=12">Next</SearchLink>
      </SearchNavigationProvider>
    </LiveRegionProvider>
  );
}

beforeEach(() => mockPush.mockReset());

describe('search navigation feedback', () => {
  it('marks the results busy, shows progress and says so until the next page has rendered', async () => {
    renderWithIntl(<Router />);
    const results = screen.getByTestId('search-results');
    expect(results).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).toBeNull();

    // Awaited: the page that suspends is retried once its data comes.
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    });
    expect(mockPush).toHaveBeenCalledWith('/search?query=x&after=12');
    // The old results stay on screen, marked busy.
    expect(screen.getByText('Page 1 results')).toBeInTheDocument();
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading results…' })).toBeInTheDocument();
    expect(screen.getByTestId('live-region')).toHaveTextContent('Loading results…');

    await act(async () => resolvePage());
    expect(await screen.findByText('Page 2 results')).toBeInTheDocument();
    expect(screen.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('leaves a click with a modifier key to the browser (new tab)', () => {
    renderWithIntl(<Router />);
    fireEvent.click(screen.getByRole('link', { name: 'Next' }), { ctrlKey: true });
    expect(mockPush).not.toHaveBeenCalled();
  });
});
