import { NotFoundScreen } from '@/components/common/not-found-screen';

/** 404 inside the shell; Next marks it noindex, and the page says so itself as well. */
export default function ShopNotFound() {
  return <NotFoundScreen />;
}
