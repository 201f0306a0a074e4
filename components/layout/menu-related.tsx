import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import { mediaSrc } from '@/lib/images/media';
import type { RelatedCard } from '@/lib/layout/shell-types';

interface MenuRelatedProps {
  heading: string;
  cards: RelatedCard[];
  onNavigate?: () => void;
}

/** Related products in a menu dropdown (spec §2, §9: 4, 3 or 2 of them). */
export function MenuRelated({ heading, cards, onNavigate }: MenuRelatedProps) {
  if (cards.length === 0) return null;
  return (
    <section aria-label={heading} className="min-w-0">
      <p className="mb-3 text-sm font-semibold text-ink">{heading}</p>
      <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4" data-testid="menu-related">
        {cards.map((card) => (
          <li key={card.id}>
            <Link href={card.href} onClick={onNavigate} className="group block rounded text-sm">
              <Image
                src={mediaSrc(card.image, 'menuCard')}
                alt=""
                width={600}
                height={600}
                sizes="160px"
                className="aspect-square w-full rounded-md bg-gray-100 object-cover"
              />
              <span className="mt-2 line-clamp-2 text-ink group-hover:underline">{card.name}</span>
              {card.price && (
                <span className="mt-1 flex flex-wrap items-baseline gap-x-1.5 font-semibold text-ink">
                  {card.specialPrice ? (
                    <>
                      <del className="text-xs font-normal text-ink-muted">{card.price}</del>
                      <span>{card.specialPrice}</span>
                    </>
                  ) : (
                    card.price
                  )}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
