import { render, screen } from '@testing-library/react';
import { LiveRegionProvider } from './live-region';
import { NavigationSettled, rememberFocusAfterNavigation } from './navigation-focus';

/** The page a navigation lands on: its filters in a disclosure that starts closed, as on a phone. */
function NextPage() {
  return (
    <LiveRegionProvider>
      <details>
        <summary>Filters</summary>
        <button id="m-apply-filters" type="button">
          Apply
        </button>
      </details>
      <NavigationSettled message="3 products found" />
    </LiveRegionProvider>
  );
}

describe('focus after a navigation', () => {
  it('returns to the control that started it, opening the disclosure the new page renders it in', () => {
    const before = render(
      <button id="m-apply-filters" type="button">
        Apply
      </button>,
    );
    rememberFocusAfterNavigation('m-apply-filters');
    before.unmount();

    const { container } = render(<NextPage />);
    expect(container.querySelector('details')?.open).toBe(true);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
  });

  it('opens nothing after a navigation no control started', () => {
    const { container } = render(<NextPage />);
    expect(container.querySelector('details')?.open).toBe(false);
  });
});
