import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { AuthItem } from '../../contracts/staff.ts';
import { message } from '../../ui/message.ts';
import { usePageContext } from '../../ui/pageContext.ts';
import { LoadedView, LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { Transfer } from '../../ui/widgets/Transfer.tsx';
import type { TransferChange } from '../../ui/widgets/transfer.ts';
import { staffAccountDetail, type AuthEndpoints, type AuthSide, type StaffAccountDetail } from './staffApi.ts';
import { formatCount } from '../../rules/numbers.ts';
import { systemScreens } from '../../contracts/screens/system.ts';
import type { ButtonCode } from '../../contracts/screens/screens.ts';

interface AccountAuthTransferProps {
  title: string;
  /** What is being authorised, e.g. 客户. */
  noun: string;
  endpoints: AuthEndpoints;
  /** The button code of 保存. */
  saveAction: ButtonCode<typeof systemScreens.accountManage>;
  hint: string;
}

const label = (item: AuthItem) => `${item.name} ${item.phone}`;

/** A side's count as the user moves items, before saving: the server's total, less what left it, plus what came in. */
function limitNote(side: AuthSide | null, name: string, moved: { out: number; in: number }): string | null {
  if (!side) return null;
  const total = side.total - moved.out + moved.in;
  return side.total > side.list.length ? `${name}共 ${formatCount(total)} 条匹配，仅显示前 ${side.limit} 条，请搜索名称或手机缩小范围` : `${name}共 ${formatCount(total)} 条`;
}

const countIn = (side: AuthSide | null, ids: readonly number[]) => side?.list.filter((item) => ids.includes(item.id)).length ?? 0;

/** The staff account named by `?id=`, then its authorisations; a link without a known id says so, with 重试. */
export function AccountAuthTransfer(props: AccountAuthTransferProps) {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  return (
    <LoadedView load={() => staffAccountDetail(Number(id))} loadKey={id}>
      {(account) => <AuthEditor {...props} account={account} />}
    </LoadedView>
  );
}

/**
 * A staff account's authorisations as two server-searched lists (each at most the server's limit);
 * moves are kept as additions and removals until 保存.
 */
function AuthEditor({ title, noun, endpoints, saveAction, hint, account }: AccountAuthTransferProps & { account: StaffAccountDetail }) {
  const accountId = account.id;
  const page = usePageContext();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  // Every item seen in any search: what was moved keeps its label when another search shows other items.
  const [known, setKnown] = useState(new Map<number, AuthItem>());
  const [added, setAdded] = useState<number[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  // Both sides of the search; loaded again after a save.
  const [sides, reload] = useLoad(
    () =>
      Promise.all([endpoints.left(accountId, keyword), endpoints.right(accountId, keyword)]).then(([nextLeft, nextRight]) => {
        setKnown((map) => new Map([...map, ...[...nextLeft.list, ...nextRight.list].map((item) => [item.id, item] as const)]));
        return { left: nextLeft, right: nextRight };
      }),
    JSON.stringify([accountId, keyword]),
  );
  const { left, right } = sides.state === 'ready' ? sides.value : { left: null, right: null };

  const pick = (ids: number[]) => ids.flatMap((id) => (known.has(id) ? [known.get(id)!] : []));
  const rightItems = [...(right?.list ?? []).filter((item) => !removed.includes(item.id)), ...pick(added)];
  const leftItems = [...(left?.list ?? []).filter((item) => !added.includes(item.id)), ...pick(removed)];
  const items = [...leftItems, ...rightItems].map((item) => ({ key: String(item.id), label: label(item) }));

  const onChange = (change: TransferChange) => {
    const moved = change.movedKeys.map(Number);
    const [undo, setUndo, record, setRecord] = change.direction === 'right' ? [removed, setRemoved, added, setAdded] : [added, setAdded, removed, setRemoved];
    setUndo(undo.filter((id) => !moved.includes(id)));
    setRecord([...record, ...moved.filter((id) => !undo.includes(id))]);
  };
  const save = async () => {
    setSaving(true);
    try {
      await endpoints.save({ accountId, add: added, remove: removed });
      message.success('保存成功');
      setAdded([]);
      setRemoved([]);
      reload();
    } finally {
      setSaving(false);
    }
  };
  const pending = added.length + removed.length;

  return (
    <Stack p="md" gap="sm">
      <Title order={3}>{title}</Title>
      <Text>
        账号：{account.accountName}（{account.name}） {account.roleName ? `· 角色：${account.roleName}` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      <Group gap="xs">
        <TextInput
          aria-label={`搜索${noun}`}
          placeholder={`${noun}名称/手机`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && setKeyword(typed.trim())}
        />
        <Button variant="default" onClick={() => setKeyword(typed.trim())}>
          查询
        </Button>
      </Group>
      {sides.state === 'failed' && <LoadProblem problem={sides.problem} onRetry={reload} />}
      <Paper withBorder p="sm" maw={900}>
        <Transfer items={items} targetKeys={rightItems.map((item) => String(item.id))} onChange={onChange} titles={[`未授权${noun}`, `已授权${noun}`]} />
        <Stack gap={2} mt="xs">
          {[
            limitNote(left, `未授权${noun}`, { out: countIn(left, added), in: removed.length }),
            limitNote(right, `已授权${noun}`, { out: countIn(right, removed), in: added.length }),
          ].map((note) => note && <Text key={note} size="xs" c="dimmed" aria-live="polite">{note}</Text>)}
        </Stack>
      </Paper>
      {pending > 0 && <Alert color="blue">待保存：新增授权 {added.length} 个，取消授权 {removed.length} 个</Alert>}
      <Group>
        <Can screen={systemScreens.accountManage} action={saveAction}>
          <Button onClick={() => void save()} loading={saving} disabled={pending === 0}>
            保存
          </Button>
        </Can>
        {page.canGoBack && (
          <Button variant="default" onClick={page.back}>
            返回
          </Button>
        )}
      </Group>
    </Stack>
  );
}
