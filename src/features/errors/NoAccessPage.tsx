import { ErrorScreen } from './ErrorScreen.tsx';

/** A screen the account's menu does not grant, opened by its address: said in its tab, with the way home. */
export default function NoAccessPage() {
  return <ErrorScreen code={403} title="无权限访问该页面" why="当前账号的菜单中没有该页面。如需使用，请联系主账号在角色管理中授权。" />;
}
