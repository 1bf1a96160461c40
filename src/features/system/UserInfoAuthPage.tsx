import { AccountAuthTransfer } from './AccountAuthTransfer.tsx';
import { customerAuth } from './staffApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

/** /systemAccountManage/userInfoAuth?id=: the customers a staff account sees. */
export default function UserInfoAuthPage() {
  return (
    <AccountAuthTransfer
      title={systemScreens.userInfoAuth.title}
      noun="客户"
      endpoints={customerAuth}
      saveAction="auth"
      hint="该账号只能看到已授权的客户，以及其管理的账号被授权的客户。"
    />
  );
}
