import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import type { MigrationJob } from '../../contracts/serviceMaintenance.ts';
import { formatDate } from '../../rules/dates.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { Steps } from '../../ui/widgets/Steps.tsx';

const STEPS = [{ title: '已计划' }, { title: '迁移中' }, { title: '校验中' }, { title: '完成' }];
const ACTIVE_STEP: Record<MigrationJob['phase'], number> = { scheduled: 0, migrating: 1, verifying: 2, done: 4, failed: 1, rolledBack: 1, cancelled: 0 };
const PHASE_TEXT: Record<MigrationJob['phase'], string> = {
  scheduled: '等待计划时间开始迁移',
  migrating: '正在迁移数据',
  verifying: '数据迁移完成，正在校验',
  done: '迁移完成',
  failed: '迁移失败，正在回滚',
  rolledBack: '已回滚，服务仍在原服务器运行',
  cancelled: '任务已取消',
};

export const planText = (time: number) => formatDate(time, 'YYYY-MM-DD HH:mm');

/** Where a migration stands: steps, facts, progress and, after a failure, why. */
export function MigrationProgress({ job }: { job: MigrationJob }) {
  const failed = job.phase === 'failed' || job.phase === 'rolledBack';
  return (
    <Stack gap="sm">
      <Steps steps={STEPS} active={ACTIVE_STEP[job.phase]} errorIndex={failed ? 1 : null} />
      <Group gap="lg">
        <Text size="sm">任务号：{job.taskNo}</Text>
        <Text size="sm">客户：{job.userName}</Text>
        <StatusTag status={job.taskStatus} />
      </Group>
      <Text size="sm">
        {job.fromServer} → {job.toInstance}，计划时间 {planText(job.planTime)}
      </Text>
      <Text size="sm" role="status" aria-label="迁移状态">
        {PHASE_TEXT[job.phase]}
      </Text>
      <Progress value={job.progress} aria-label="迁移进度" size="lg" />
      <Text size="sm" c="dimmed">
        进度 {job.progress}%
      </Text>
      {job.failReason && <Alert color="red">失败原因：{job.failReason}</Alert>}
    </Stack>
  );
}
