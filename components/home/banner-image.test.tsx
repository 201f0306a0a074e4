import { render } from '@testing-library/react';
import { BannerImage } from './banner-image';

describe('the banner picture', () => {
  it('gives every <source> with width descriptors a sizes (spec §9 variants at 576, 768 and 769 px)', () => {
    const { container } = render(<BannerImage imageRef="banners/tea.webp" alt="Tea" eager={false} />);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('media'))).toEqual(['(max-width: 576px)', '(max-width: 768px)']);
    for (const source of sources) {
      expect(source.getAttribute('srcset')).toMatch(/ \d+w(,|$)/);
      // The banner is as wide as the screen at each breakpoint.
      expect(source).toHaveAttribute('sizes', '100vw');
    }
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img?.getAttribute('srcset')).toMatch(/ \d+w(,|$)/);
  });
});
