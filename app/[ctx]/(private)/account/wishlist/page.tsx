import { WishListPage } from '@/components/wishlist/wish-list-page';
import { privatePageTitle } from '@/lib/seo/private-page';
import type { CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('account.wishList');

type Search = Promise<Record<string, string | string[] | undefined>>;

export default function Page({ params, searchParams }: { params: Promise<CtxParams>; searchParams: Search }) {
  return <WishListPage params={params} searchParams={searchParams} />;
}
