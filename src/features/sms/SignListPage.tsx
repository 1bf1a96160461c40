import { SignScreen } from './SignScreen.tsx';

/** /SignList: the agent's SMS signatures. */
export default function SignListPage() {
  return <SignScreen perCustomer={false} title="短信签名" />;
}
