'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

/**
 * The locale-aware Link as a client component of its own, for server components: the payload carries the
 * link's href, class and children only, where the navigation Link rendered on the server adds its locale
 * cookie settings and its unset props to every link (twenty-odd cards on the home page).
 */
export function LocaleLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} />;
}
