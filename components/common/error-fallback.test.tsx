import { render, screen } from '@testing-library/react';
import { ErrorFallback } from './error-fallback';

describe('render error fallback (spec §8)', () => {
  it("shows 'An error occurred' and names the page with it (a failed render has no metadata of its own)", () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<ErrorFallback error={new Error('broken')} retry={jest.fn()} message="An error occurred" retryLabel="Try again" />);
      expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
      expect(document.title).toBe('An error occurred');
    } finally {
      log.mockRestore();
    }
  });
});
