import { GiftPage } from './GiftPage.tsx';

/** /promotedAiUUH5Page: a friend invites you to a free trial. */
export default function PromotedAiUUH5Page() {
  return <GiftPage giftType={1} />;
}
