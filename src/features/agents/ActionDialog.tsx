import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { message } from '../../ui/message.ts';

export interface ActionDialogProps {
  title: string;
  opened: boolean;
  onClose(): void;
  /** What 确定 checks first (a message), then does; a refusal stays in the dialog with what was typed. */
  check?(): string | null;
  run(): Promise<unknown>;
  /** The success message. */
  done: string;
  onDone(): void;
  children: ReactNode;
}

/** A small dialog for one row's action with a value (延长试用, 忽略, 绑定): 取消 / 确定. */
export function ActionDialog({ title, opened, onClose, check, run, done, onDone, children }: ActionDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    const found = check?.() ?? null;
    setProblem(found);
    if (found) return;
    try {
      await run();
      message.success(done);
      onClose();
      onDone();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : '操作失败，请重试');
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        {children}
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={confirm}>确定</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
