import { AccountAuthTransfer } from './AccountAuthTransfer.tsx';
import { managerAuth } from './staffApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

/** /systemAccountManage/authManagerAuth?id=: the staff accounts a manager supervises (and whose customers it sees). */
export default function AuthManagerPage() {
  return (
    <AccountAuthTransfer
      title={systemScreens.authManager.title}
      noun="账号"
      endpoints={managerAuth}
      saveAction="authManager"
      hint="该账号作为经理，可以看到右侧账号（及其管理的账号）被授权的客户；不能授权给自己，也不能形成循环授权。"
    />
  );
}
