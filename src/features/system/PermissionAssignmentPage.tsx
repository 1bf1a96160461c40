import { Alert, Button, Group, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { message } from '../../ui/message.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { Can } from '../../ui/permissions/Can.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { CheckTree } from '../../ui/widgets/CheckTree.tsx';
import { grantedLeaves, withCheckedContainers } from './PermissionGrants.ts';
import { roleGrants, roleOptions, saveRoleGrants } from './staffApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

/** One role's menus and buttons: ticked as saved, changed here until 保存 or 重置. */
function RoleGrantsEditor({ roleId }: { roleId: number }) {
  const [loaded, reload] = useLoad((signal) => roleGrants(roleId, signal), String(roleId));
  // What was saved here, and what was ticked since (null: as saved).
  const [saved, setSaved] = useState<string[] | null>(null);
  const [edited, setEdited] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  if (loaded.state === 'loading') return <Text c="dimmed">加载中…</Text>;
  if (loaded.state === 'failed') return <LoadProblem problem={loaded.problem} onRetry={reload} />;
  const grants = loaded.value;
  const checked = edited ?? withCheckedContainers(grants.tree, saved ?? grants.granted);
  const save = async () => {
    setSaving(true);
    try {
      await saveRoleGrants(grants.roleId, grantedLeaves(checked));
      setSaved(grantedLeaves(checked));
      message.success('保存成功');
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <ScrollArea.Autosize mah="calc(100vh - 260px)">
        <CheckTree data={grants.tree} checked={checked} onCheckedChange={setEdited} />
      </ScrollArea.Autosize>
      <Group>
        <Can screen={systemScreens.permissionAssignment} action="save">
          <Button onClick={() => void save()} loading={saving}>
            保存
          </Button>
        </Can>
        <Button variant="default" onClick={() => setEdited(null)}>
          重置
        </Button>
      </Group>
    </>
  );
}

/** Pick a role on the left, tick its menus and buttons on the right. */
export default function PermissionAssignmentPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const roleId = Number(new URLSearchParams(search).get('roleId')) || null;
  const [loaded, reload] = useLoad((signal) => roleOptions(signal), 'roles');
  if (loaded.state === 'loading') return <PageLoader />;
  if (loaded.state === 'failed') return <LoadProblem problem={loaded.problem} onRetry={reload} />;
  const options = loaded.value;
  const selected = roleId ?? options[0]?.id ?? null;
  const role = options.find((option) => option.id === selected);

  return (
    <Stack p="md" gap="sm">
      <Title order={3}>{systemScreens.permissionAssignment.title}</Title>
      <Group align="flex-start" wrap="nowrap">
        <Paper withBorder p="xs" w={220}>
          <Text fw={600} size="sm" mb="xs">
            角色
          </Text>
          {options.length === 0 && <Text c="dimmed">暂无角色，请先在角色管理中新增</Text>}
          {options.map((option) => (
            <NavLink
              key={option.id}
              label={option.roleName}
              description={option.status === '停用' ? '已停用' : undefined}
              active={option.id === selected}
              onClick={() => navigate(systemScreens.permissionAssignment.href({ roleId: option.id }), { replace: true })}
            />
          ))}
        </Paper>
        <Stack flex={1} gap="xs">
          {role && (
            <Text size="sm" c="dimmed">
              为“{role.roleName}”勾选可见的菜单与可用的按钮；保存后，该角色的账号在下次登录时生效。
            </Text>
          )}
          {role?.status === '停用' && <Alert color="orange">该角色已停用，停用期间其账号没有任何权限。</Alert>}
          {selected !== null && <RoleGrantsEditor key={selected} roleId={selected} />}
        </Stack>
      </Group>
    </Stack>
  );
}
