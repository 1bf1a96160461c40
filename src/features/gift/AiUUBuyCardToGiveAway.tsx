import { GiftPage } from './GiftPage.tsx';

/** /aiUUBuyCardToGiveAway: a bought membership card given away. */
export default function AiUUBuyCardToGiveAway() {
  return <GiftPage giftType={3} />;
}
