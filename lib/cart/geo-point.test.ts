import { DEFAULT_TILE_URL, parsePoint, roundPoint, tileUrlOrDefault } from './geo-point';

describe('a delivery location', () => {
  it('reads typed decimal degrees within their bounds', () => {
    expect(parsePoint('6.9271', '79.8612')).toEqual({ lat: 6.9271, lng: 79.8612 });
    expect(parsePoint(' -33.8688 ', '+151.2093')).toEqual({ lat: -33.8688, lng: 151.2093 });
    expect(parsePoint('91', '10')).toBeNull();
    expect(parsePoint('10', '-181')).toBeNull();
    expect(parsePoint('six', '79')).toBeNull();
    expect(parsePoint('', '')).toBeNull();
  });

  it('keeps six decimals', () => {
    expect(roundPoint({ lat: 6.92712345, lng: 79.86129999 })).toEqual({ lat: 6.927123, lng: 79.8613 });
  });

  it('takes a tile template with {z}/{x}/{y} over http(s), else the default', () => {
    expect(tileUrlOrDefault('http://127.0.0.1:9/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9/tiles/{z}/{x}/{y}.png');
    expect(tileUrlOrDefault('https://{s}.tiles.example/{z}/{x}/{y}.png')).toBe('https://{s}.tiles.example/{z}/{x}/{y}.png');
    expect(tileUrlOrDefault('javascript:alert(1)//{z}{x}{y}')).toBe(DEFAULT_TILE_URL);
    expect(tileUrlOrDefault('https://tiles.example/static.png')).toBe(DEFAULT_TILE_URL);
    expect(tileUrlOrDefault(undefined)).toBe(DEFAULT_TILE_URL);
  });
});
