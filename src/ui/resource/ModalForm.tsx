import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { markChanged } from '../dataVersion.ts';

/** A modal form's submit: busy while it runs; a refusal's message kept for the form to show, nothing typed lost. */
export function useModalSubmit(): { busy: boolean; problem: string | null; setProblem(problem: string | null): void; run(action: () => Promise<unknown>): Promise<void> } {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      markChanged();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, run };
}

/** The body of a small modal form: its problem above the fields, 取消 and the submit button below; Enter in a field submits. */
export function ModalForm({ problem, busy, submitLabel = '确定', onSubmit, onCancel, children }: { problem: string | null; busy: boolean; submitLabel?: string; onSubmit(): void; onCancel(): void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            取消
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
