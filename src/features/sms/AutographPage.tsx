import { SignScreen } from './SignScreen.tsx';

/** /autograph: signatures of the agent's cloud-SMS customers (?userId narrows to one). */
export default function AutographPage() {
  return <SignScreen perCustomer title="云短信签名" />;
}
