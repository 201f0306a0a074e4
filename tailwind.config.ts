import type { Config } from 'tailwindcss';

/** Theme tokens. Merchant colours from the schema's `styles` arrive as CSS variables on <html>. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          DEFAULT: 'var(--color-brand, #0f5f58)',
          contrast: 'var(--color-brand-contrast, #ffffff)',
          soft: 'var(--color-brand-soft, #e6f2f1)',
        },
        accent: 'var(--color-accent, #b42318)',
        ink: { DEFAULT: '#1f2937', muted: '#4b5563' },
      },
      fontFamily: {
        sans: ['"Inter Variable"', '"Noto Sans Sinhala"', '"Noto Sans Tamil"', 'system-ui', 'sans-serif'],
      },
      screens: { search: '760px' },
    },
  },
};

export default config;
