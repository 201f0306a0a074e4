'use client';

import Image from 'next/image';
import { useLocale } from 'next-intl';
import type { CartItem } from '@/lib/api/cart-schemas';
import { varianceLabels } from '@/lib/cart/items';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { localize } from '@/lib/i18n/localize';
import { mediaSrc } from '@/lib/images/media';

interface Props {
  line: CartItem;
  currency: string;
  money: MoneyDisplay;
}

/** One item of the header cart dropdown: image, name, variant, quantity and line total. */
export function MiniCartLine({ line, currency, money }: Props) {
  const locale = useLocale();
  const name = localize(line.product.name, locale);
  const variances = varianceLabels(line.product, locale);
  return (
    <li className="flex gap-3 py-3">
      <Image
        src={mediaSrc(line.product.imageReference, 'thumbnail')}
        alt=""
        width={56}
        height={56}
        className="size-14 shrink-0 rounded object-cover"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium">{name}</p>
        {variances && <p className="truncate text-ink-muted">{variances}</p>}
        <p className="text-ink-muted">
          {line.quantity} ×{' '}
          {money.hidden || line.unitPrice === null ? null : (
            <span className="text-ink">{cartMoney(line.unitPrice, currency, money, locale)}</span>
          )}
        </p>
      </div>
    </li>
  );
}
