import { SignScreen } from './SignScreen.tsx';
import { smsScreens } from '../../contracts/screens/sms.ts';

/** Signatures of the agent's cloud-SMS customers (?userId narrows to one). */
export default function AutographPage() {
  return <SignScreen perCustomer screen={smsScreens.autograph} />;
}
