import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { RecipientIssues as Issues } from '../../rules/recipients.ts';

/** How many of each kind are listed by line; the count says how many more there are. */
const SHOWN = 20;

/**
 * Under the recipients box, as it is typed or pasted: the entries that are not mobile numbers and the
 * repeats, each with its line, and the explicit clean-ups. The box itself is never changed without them.
 */
export function RecipientIssues({ issues, onDrop }: { issues: Issues; onDrop(kind: 'invalid' | 'duplicates'): void }) {
  const { invalid, duplicates } = issues;
  if (invalid.length === 0 && duplicates.length === 0) return null;
  const more = (count: number) => (count > SHOWN ? <List.Item>……另有 {count - SHOWN} 个</List.Item> : null);
  return (
    <Stack gap={4} aria-label="号码检查">
      {invalid.length > 0 && (
        <>
          <Text size="sm" c="red">无效号码 {invalid.length} 个（发送前须修改或删除）：</Text>
          <List size="sm" c="red">
            {invalid.slice(0, SHOWN).map((entry) => (
              <List.Item key={`${entry.line}-${entry.tel}`}>第{entry.line}行：{entry.tel} 不是正确的手机号</List.Item>
            ))}
            {more(invalid.length)}
          </List>
        </>
      )}
      {duplicates.length > 0 && (
        <>
          <Text size="sm" c="orange">重复号码 {duplicates.length} 个（只发送一次）：</Text>
          <List size="sm" c="orange">
            {duplicates.slice(0, SHOWN).map((entry) => (
              <List.Item key={`${entry.line}-${entry.tel}`}>第{entry.line}行：{entry.tel} 与第{entry.firstLine}行重复</List.Item>
            ))}
            {more(duplicates.length)}
          </List>
        </>
      )}
      <Group gap="xs">
        {invalid.length > 0 && <Button size="xs" variant="light" color="red" onClick={() => onDrop('invalid')}>删除无效号码</Button>}
        {duplicates.length > 0 && <Button size="xs" variant="light" color="orange" onClick={() => onDrop('duplicates')}>去除重复号码</Button>}
      </Group>
    </Stack>
  );
}
