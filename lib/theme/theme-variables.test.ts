import { contrastRatio, readableOn, themeVariables } from './theme-variables';

describe('merchant theme colours', () => {
  it('maps known style keys to CSS variables', () => {
    expect(themeVariables('{"primary":"#0F766E","accent":"#b42318"}')).toEqual({
      '--color-brand': '#0f766e',
      '--color-brand-contrast': '#ffffff',
      '--color-accent': '#b42318',
    });
  });

  it('drops anything that is not a hex colour, so nothing else reaches the style attribute', () => {
    const vars = themeVariables(
      JSON.stringify({ primary: 'red;background:url(x)', accent: 'rgb(1,2,3)', pageBackground: '#12345', secondary: '#abc' }),
    );
    expect(vars).toEqual({ '--color-secondary': '#abc' });
  });

  it('ignores unknown keys and survives broken JSON', () => {
    expect(themeVariables('{"fontFamily":"#ffffff"}')).toEqual({});
    expect(themeVariables('{not json')).toEqual({});
    expect(themeVariables('[1,2]')).toEqual({});
    expect(themeVariables('')).toEqual({});
  });

  it('replaces a brand text colour that fails WCAG AA with black or white', () => {
    const vars = themeVariables('{"primary":"#facc15","primaryContrast":"#ffffff"}');
    expect(vars['--color-brand-contrast']).toBe('#111827');
    expect(contrastRatio('#facc15', '#111827')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps header, footer and announcement text readable on their backgrounds', () => {
    const vars = themeVariables(
      JSON.stringify({
        footerBackground: '#12302d',
        footerText: '#1f2937',
        headerBackground: '#ffffff',
        announcementBackground: '#7c2d12',
        announcementText: '#ffffff',
      }),
    );
    expect(vars['--color-footer-text']).toBe('#ffffff');
    expect(vars['--color-header-text']).toBe('#111827');
    expect(vars['--color-announcement-text']).toBe('#ffffff');
  });

  it('keeps a brand text colour that reads well', () => {
    expect(themeVariables('{"primary":"#1e3a8a","primaryContrast":"#f8fafc"}')['--color-brand-contrast']).toBe('#f8fafc');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(readableOn('#0f5f58')).toBe('#ffffff');
  });
});
