import { ActionIcon, Button, Checkbox, Group, Kbd, Menu, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconAdjustments, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLock, IconSearch, IconUserCircle } from '@tabler/icons-react';
import { Suspense, lazy, type ReactNode } from 'react';
import { signedInAccount } from '../api/auth.ts';
import { LOCK_SHORTCUT } from './lock/useLockScreen.ts';
import { signOut } from './signOut.ts';
import { useTabsActor } from './tabsActor.ts';
import { feedbackScreens } from '../contracts/screens/feedback.ts';

// Dialogs load when first opened: the shell stays small.
const FeedbackDialog = lazy(() => import('../features/feedback/FeedbackDialog.tsx'));
const ChangePasswordDialog = lazy(() => import('../features/login/ChangePasswordDialog.tsx'));
// Loaded right after the shell: it resumes unfinished uploads at start, without weighing on the first paint.
const UploadCentreButton = lazy(() => import('../upload/UploadCentreButton.tsx').then((module) => ({ default: module.UploadCentreButton })));

const LOGOUT_TITLE = '确认要退出登录?';
const CLEAR_UPLOADS = '同时清除未完成的上传任务';
// Loaded with the upload centre right after the shell; imported here only when asked.
const uploadExpiry = () => import('../upload/expiry.ts');
/** Below this width (Mantine's `sm`) the header's actions fold into the account menu. */
const WIDE_FROM = 'sm';
/** From this width the search button shows its word and shortcut too. */
const SEARCH_WORDS_FROM = 'md';
const SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K';

interface HeaderProps {
  collapsed: boolean;
  onToggleMenu: () => void;
  /** Opens the search box (also Ctrl+K / ⌘K). */
  onSearch: () => void;
  /** Opens 偏好设置. */
  onPreferences: () => void;
  /** 锁屏 (also Alt+L). */
  onLock: () => void;
  /** The signed-in account's name, once known. */
  userName: string | null;
  /** Where the page on show sits (面包屑), when the preferences show it. */
  breadcrumbs: ReactNode;
}

export function Header({ collapsed, onToggleMenu, onSearch, onPreferences, onLock, userName, breadcrumbs }: HeaderProps) {
  const actor = useTabsActor();
  const [feedbackOpened, feedback] = useDisclosure(false);
  const [passwordOpened, password] = useDisclosure(false);

  const confirmLogout = async () => {
    // Unfinished uploads keep their bytes in this browser: signing out offers to clear them.
    const account = await signedInAccount().then((info) => info.account, () => null);
    const unfinished = account ? await uploadExpiry().then((expiry) => expiry.unfinishedUploadCount(account), () => 0) : 0;
    let clearUploads = false;
    modals.openConfirmModal({
      title: LOGOUT_TITLE,
      centered: true,
      labels: { confirm: '是', cancel: '取消' },
      children: unfinished > 0 && (
        <Checkbox label={`${CLEAR_UPLOADS}（${unfinished}个）`} onChange={(event) => (clearUploads = event.currentTarget.checked)} />
      ),
      onConfirm: () =>
        signOut(clearUploads && account ? () => uploadExpiry().then((expiry) => expiry.clearUnfinishedUploads(account)) : undefined),
    });
  };
  const openMyFeedback = () => actor.send({ type: 'OPEN', url: feedbackScreens.myFeedback.path, title: '我的反馈' });

  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Tooltip label={collapsed ? '展开菜单' : '收起菜单'}>
          <ActionIcon variant="subtle" size="lg" onClick={onToggleMenu} aria-label={collapsed ? '展开菜单' : '收起菜单'}>
            {collapsed ? <IconLayoutSidebarLeftExpand /> : <IconLayoutSidebarLeftCollapse />}
          </ActionIcon>
        </Tooltip>
        <Title order={4} c="brand" style={{ whiteSpace: 'nowrap' }}>
          代理商后台
        </Title>
        {breadcrumbs}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* Wide: the word and its shortcut; narrower, the icon alone. */}
        <Button
          variant="default"
          size="xs"
          visibleFrom={SEARCH_WORDS_FROM}
          leftSection={<IconSearch size={14} />}
          rightSection={<Kbd size="xs">{SHORTCUT}</Kbd>}
          onClick={onSearch}
          aria-label="搜索"
          aria-keyshortcuts="Control+K Meta+K"
        >
          搜索
        </Button>
        <ActionIcon
          variant="subtle"
          size="lg"
          hiddenFrom={SEARCH_WORDS_FROM}
          onClick={onSearch}
          aria-label="搜索"
          aria-keyshortcuts="Control+K Meta+K"
        >
          <IconSearch size={20} />
        </ActionIcon>
        <Suspense fallback={null}>
          <UploadCentreButton />
        </Suspense>
        <Group gap="xs" wrap="nowrap" visibleFrom={WIDE_FROM}>
          <Tooltip label="偏好设置">
            <ActionIcon variant="subtle" size="lg" onClick={onPreferences} aria-label="偏好设置">
              <IconAdjustments size={20} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={`锁屏（${LOCK_SHORTCUT}）`}>
            <ActionIcon variant="subtle" size="lg" onClick={onLock} aria-label="锁屏" aria-keyshortcuts={LOCK_SHORTCUT}>
              <IconLock size={20} />
            </ActionIcon>
          </Tooltip>
          <Button variant="subtle" onClick={feedback.open}>
            意见反馈
          </Button>
          <Button variant="subtle" onClick={openMyFeedback}>
            我的反馈
          </Button>
          <Button variant="subtle" onClick={password.open}>
            修改密码
          </Button>
          <Button variant="subtle" onClick={() => void confirmLogout()}>
            退出登录
          </Button>
          {userName && (
            <Text size="sm" fw={600} aria-label="当前用户">
              {userName}
            </Text>
          )}
        </Group>
        {/* On a phone the same actions sit in one menu that fits the screen. */}
        <Menu position="bottom-end" shadow="md" width={180}>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" hiddenFrom={WIDE_FROM} aria-label="账号菜单">
              <IconUserCircle size={22} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {userName && <Menu.Label>{userName}</Menu.Label>}
            <Menu.Item onClick={feedback.open}>意见反馈</Menu.Item>
            <Menu.Item onClick={openMyFeedback}>我的反馈</Menu.Item>
            <Menu.Item onClick={password.open}>修改密码</Menu.Item>
            <Menu.Item onClick={onPreferences}>偏好设置</Menu.Item>
            <Menu.Item onClick={onLock}>锁屏</Menu.Item>
            <Menu.Item onClick={() => void confirmLogout()}>退出登录</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Suspense>
        {feedbackOpened && <FeedbackDialog opened onClose={feedback.close} />}
        {passwordOpened && <ChangePasswordDialog opened onClose={password.close} />}
      </Suspense>
    </Group>
  );
}
