import { Alert, Button, Group, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { CheckTree } from '../../ui/widgets/CheckTree.tsx';
import { grantedLeaves, withCheckedContainers } from './PermissionGrants.ts';
import { roleGrants, roleOptions, saveRoleGrants, type RoleGrants, type RoleOption } from './staffApi.ts';

/** /permissionAssignment: pick a role on the left, tick its menus and buttons on the right. */
export default function PermissionAssignmentPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const roleId = Number(new URLSearchParams(search).get('roleId')) || null;
  const [options, setOptions] = useState<RoleOption[] | null>(null);
  const [grants, setGrants] = useState<RoleGrants | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void roleOptions().then(setOptions);
  }, []);
  const selected = roleId ?? options?.[0]?.id ?? null;
  useEffect(() => {
    if (selected === null) return;
    let live = true;
    void roleGrants(selected).then((loaded) => {
      if (!live) return;
      setGrants(loaded);
      setChecked(withCheckedContainers(loaded.tree, loaded.granted));
    });
    return () => {
      live = false;
    };
  }, [selected]);

  const save = async () => {
    if (!grants) return;
    setSaving(true);
    try {
      await saveRoleGrants(grants.roleId, grantedLeaves(checked));
      setGrants({ ...grants, granted: grantedLeaves(checked) });
      message.success('保存成功');
    } finally {
      setSaving(false);
    }
  };
  const role = options?.find((option) => option.id === selected);

  return (
    <Stack p="md" gap="sm">
      <Title order={3}>权限配置</Title>
      <Group align="flex-start" wrap="nowrap">
        <Paper withBorder p="xs" w={220}>
          <Text fw={600} size="sm" mb="xs">
            角色
          </Text>
          {options?.length === 0 && <Text c="dimmed">暂无角色，请先在角色管理中新增</Text>}
          {options?.map((option) => (
            <NavLink
              key={option.id}
              label={option.roleName}
              description={option.status === '停用' ? '已停用' : undefined}
              active={option.id === selected}
              onClick={() => navigate(`/permissionAssignment?roleId=${option.id}`, { replace: true })}
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
          {grants && grants.roleId === selected ? (
            <ScrollArea.Autosize mah="calc(100vh - 260px)">
              <CheckTree key={grants.roleId} data={grants.tree} checked={checked} onCheckedChange={setChecked} />
            </ScrollArea.Autosize>
          ) : (
            selected !== null && <Text c="dimmed">加载中…</Text>
          )}
          <Group>
            <Can action="save">
              <Button onClick={() => void save()} loading={saving} disabled={!grants}>
                保存
              </Button>
            </Can>
            <Button variant="default" disabled={!grants} onClick={() => grants && setChecked(withCheckedContainers(grants.tree, grants.granted))}>
              重置
            </Button>
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
