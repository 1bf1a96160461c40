import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { logout } from '../../api/auth.ts';
import { clearSession } from '../../api/session.ts';

/**
 * SPEC §2 logout: '确认要退出登录?' with '是' and '取消'. '是' revokes the token on the server,
 * clears the token and the saved tab, menu and route data, and goes to /login.
 */
export function openLogoutConfirm(goToLogin: () => void): void {
  modals.openConfirmModal({
    title: '确认要退出登录?',
    centered: true,
    children: <Text size="sm">退出后需要重新登录才能继续使用。</Text>,
    labels: { confirm: '是', cancel: '取消' },
    onConfirm: async () => {
      // Even if the server cannot be reached, the session ends here.
      await logout().catch(() => undefined);
      clearSession();
      goToLogin();
    },
  });
}

/** The header's logout button, for the shell to place. */
export function LogoutButton({ goToLogin }: { goToLogin: () => void }) {
  return (
    <Button variant="subtle" onClick={() => openLogoutConfirm(goToLogin)}>
      退出登录
    </Button>
  );
}
