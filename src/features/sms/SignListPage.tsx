import { SignScreen } from './SignScreen.tsx';
import { smsScreens } from '../../contracts/screens/sms.ts';

/** The agent's SMS signatures. */
export default function SignListPage() {
  return <SignScreen perCustomer={false} screen={smsScreens.signList} />;
}
