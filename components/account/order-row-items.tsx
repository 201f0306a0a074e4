import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import type { ShownOrder as Order } from '@/lib/api/answers';
import { localize } from '@/lib/i18n/localize';
import { mediaSrc } from '@/lib/images/media';

/** Items an order row names; the rest are counted, so a large order keeps its row short. */
const SHOWN_ITEMS = 3;

/** The first items of an order in its history row: thumbnail, name and quantity, then how many more. */
export function OrderRowItems({ items }: { items: Order['items'] }) {
  const t = useTranslations('account');
  const locale = useLocale();
  if (items.length === 0) return null;
  const more = items.length - SHOWN_ITEMS;
  return (
    <ul className="mt-2 flex flex-col gap-2">
      {items.slice(0, SHOWN_ITEMS).map((item) => (
        <li key={`${item.productId}~${item.varianceKey}`} className="flex min-w-0 items-center gap-2 text-sm">
          {/* The name beside it says what it shows. */}
          <Image
            src={mediaSrc(item.product.imageReference, 'thumbnail')}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded object-cover"
          />
          <span className="min-w-0 break-words">
            {localize(item.product.name, locale)}
            <span className="text-ink-muted"> × {item.quantity}</span>
          </span>
        </li>
      ))}
      {more > 0 && <li className="text-sm text-ink-muted">{t('moreItems', { count: more })}</li>}
    </ul>
  );
}
