import { GiftPage } from './GiftPage.tsx';

/** /promotedAiUUH5Page: a friend invites you to a free trial. */
export default function InviteTrialPage() {
  return <GiftPage giftType={1} />;
}
