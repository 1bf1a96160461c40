import { GiftPage } from './GiftPage.tsx';

/** /aiUUInternalPromotionH5Page: log in to claim. */
export default function LoginClaimPage() {
  return <GiftPage giftType={2} />;
}
