import { GiftPage } from './GiftPage.tsx';

/** /aiUUInternalPromotionH5Page: log in to claim. */
export default function AiUUInternalPromotionH5Page() {
  return <GiftPage giftType={2} />;
}
