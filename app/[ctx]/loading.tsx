import { PageSkeleton } from '@/components/common/page-skeleton';

/** spec §2 loading spinner screen, shaped like a catalogue page while it renders. */
export default function ShopLoading() {
  return <PageSkeleton />;
}
