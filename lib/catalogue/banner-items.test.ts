import type { BannerItem } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { bannerItemsIn } from './banner-items';

const item: BannerItem = {
  imageReference: 'banners/1.webp',
  link: '/search?tags=cat/kitchen',
  caption: { en: 'Cook the island way', si: 'දිවයිනේ රසයට උයන්න', ta: 'தீவின் சுவையில் சமையுங்கள்' },
  description: { en: 'Clay pots', si: ' ' },
  button: { label: { en: 'Shop', ta: 'பாருங்கள்' }, link: '/search', textColor: '#ffffff', backgroundColor: '#9a3412' },
};

describe('banner items for one language', () => {
  it('keeps only the texts the shopper reads, each localizing as before', () => {
    const [si] = bannerItemsIn([item], 'si');
    expect(si).toEqual({
      ...item,
      caption: { si: 'දිවයිනේ රසයට උයන්න' },
      description: { si: 'Clay pots' },
      button: { ...item.button, label: { si: 'Shop' } },
    });
    expect(JSON.stringify(si)).not.toContain('சமையுங்கள்');
    for (const locale of ['en', 'si', 'ta']) {
      const [cut] = bannerItemsIn([item], locale);
      expect(localize(cut?.caption, locale)).toBe(localize(item.caption, locale));
      expect(localize(cut?.description, locale)).toBe(localize(item.description, locale));
      expect(localize(cut?.button?.label, locale)).toBe(localize(item.button?.label, locale));
    }
  });
  it('leaves absent texts and buttons absent', () => {
    expect(bannerItemsIn([{ ...item, caption: null, description: null, button: null }], 'en')[0]).toMatchObject({
      caption: null,
      description: null,
      button: null,
    });
  });
});
