import mediaLoader from './image-loader';
import { absoluteMediaUrl, mediaSrc } from './media';

describe('images through the resizing path', () => {
  it('asks for the requested width and keeps the card crop', () => {
    expect(mediaLoader({ src: mediaSrc('products/p-1/1.webp', 'card'), width: 300 })).toBe('/media/products/p-1/1.webp?w=300&h=308');
  });

  it('asks for width only when no crop is named', () => {
    expect(mediaLoader({ src: mediaSrc('logo.webp'), width: 128 })).toBe('/media/logo.webp?w=128');
  });

  it('never builds a path out of a hostile reference', () => {
    expect(mediaSrc('../../etc/passwd')).toBe('/media/placeholder.webp');
    expect(mediaSrc('https://evil.example/x.png')).toBe('/media/placeholder.webp');
  });

  it('gives crawlers an absolute URL with the exact size', () => {
    expect(absoluteMediaUrl('https://shop.example/', 'products/p-1/1.webp', 'detail')).toBe(
      'https://shop.example/media/products/p-1/1.webp?w=700&h=700',
    );
  });
});
