import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { rdsMigrationMachine } from '../../../machines/rdsMigration.machine.ts';
import type { MigrationJob, RdsInstance } from '../../contracts/serviceMaintenance.ts';
import { nextNightPlan } from '../../rules/rdsMigration.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { usePageMemory } from '../../ui/pageMemory.ts';
import { KeptOffer } from '../../ui/resource/KeptOffer.tsx';
import { forgetKeptWizard, useKeptWizard } from '../../ui/resource/keptStep.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { DateTimeField } from '../../ui/widgets/DateTimeField.tsx';
import { SideDrawer } from '../../ui/widgets/SideDrawer.tsx';
import { SearchSelect } from '../../ui/widgets/SearchSelect.tsx';
import { MIGRATION_WIZARD, migrationChoices, migrationRestore } from './keptMigration.ts';
import { MigrationProgress } from './MigrationProgress.tsx';
import { cancelMigration, createMigration, migratableServices, migration, rdsInstances, retryMigration } from './rdsMigrationApi.ts';
import { businessNow, businessToday } from '../../ui/businessClock.ts';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';

/** How often a followed migration is read again. */
export const MIGRATION_POLL_MS = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const machine = rdsMigrationMachine.provide({
  actors: {
    schedule: fromPromise(({ input }) => createMigration(input)),
    watch: fromPromise(async ({ input }) => {
      await wait(MIGRATION_POLL_MS);
      return migration(input.id);
    }),
    cancel: fromPromise(({ input }) => cancelMigration(input.id)),
    retry: fromPromise(({ input }) => retryMigration(input)),
  },
});

const findServices = (keyword: string) =>
  migratableServices(keyword).then((found) => found.map((service) => ({ value: String(service.id), label: `${service.userName}（${service.productName}，${service.sizeMB} MB）` })));

/** 计划时间 in the browser's local date and time (China time for the agents); no day before today is offered. */
function PlanField({ value, onChange }: { value: number | null; onChange(value: number | null): void }) {
  const [today] = useState(() => businessToday().toDate());
  return <DateTimeField label="计划时间" description="须在夜间 00:00–06:00 之间" minDate={today} clearable={false} value={value} onChange={onChange} />;
}

/**
 * A new migration's choices are kept with the page's session and offered back after a reload (docs/product.md#tabs);
 * closing the drawer (RdsMigrationDrawer) or planning the migration forgets them. A followed job is the server's: nothing is kept of it.
 */
function useKeptMigration(actor: ActorRefFrom<typeof machine>, state: string, instances: RdsInstance[] | null, planning: boolean) {
  const kept = useKeptWizard(MIGRATION_WIZARD);
  const context = useSelector(actor, (s) => s.context);
  const [serviceLabel, setServiceLabel] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choosing = state === 'select' || state === 'prechecking';
  useEffect(() => {
    if (!planning) return;
    if (choosing) kept.keep(0, migrationChoices(context, serviceLabel));
    else kept.forget();
  }, [planning, choosing, context, serviceLabel, kept]);
  const restore = () => {
    const restored = migrationRestore(kept.offer!, instances!.map((instance) => instance.instanceId), businessNow());
    kept.restored();
    setServiceLabel(restored.serviceLabel);
    setProblem(restored.problem);
    actor.send(restored.event);
  };
  const offer = planning && kept.offer && state === 'select' ? <KeptOffer onRestore={restore} onDiscard={kept.forget} waiting={instances === null} /> : null;
  return { offer, problem, serviceLabel, setServiceLabel };
}

function MigrationWizard({ job, onClose }: { job: MigrationJob | null; onClose(): void }) {
  const actor = useActorRef(machine, { input: { job } });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const [loadedInstances, reloadInstances] = useLoad((signal) => rdsInstances(signal), 'rdsInstances');
  const instances: RdsInstance[] = loadedInstances.state === 'ready' ? loadedInstances.value : [];
  const kept = useKeptMigration(actor, String(snapshot.value), loadedInstances.state === 'ready' ? loadedInstances.value : null, job === null);
  // The plan offered until another is picked: the next night window; it goes to the machine with the first press.
  const [suggested] = useState(() => nextNightPlan(businessNow()));
  const planTime = context.planTime ?? suggested;
  const planned = (event: { type: 'SUBMIT' | 'RETRY'; now: number }) => {
    if (context.planTime === null) actor.send({ type: 'PLAN', value: suggested });
    actor.send(event);
  };
  const state = String(snapshot.value);
  const error = context.error && <Alert color="red" role="alert">{context.error}</Alert>;

  if (state === 'select' || state === 'prechecking') {
    return (
      <Stack>
        {kept.offer}
        {kept.problem && <Alert color="orange">{kept.problem}</Alert>}
        {error}
        <SearchSelect
          label="客户"
          withAsterisk
          placeholder="输入客户名称或手机号"
          load={findServices}
          lookup={async (value) => ({ value, label: kept.serviceLabel ?? value })}
          value={context.serviceId ? String(context.serviceId) : null}
          onChange={(value, option) => {
            kept.setServiceLabel(option?.label ?? null);
            actor.send({ type: 'SERVICE', value: value ? Number(value) : null });
          }}
        />
        {loadedInstances.state === 'failed' && <LoadProblem problem={loadedInstances.problem} onRetry={reloadInstances} />}
        <Select
          label="目标实例"
          withAsterisk
          data={instances.map((instance) => ({ value: instance.instanceId, label: `${instance.name}（剩余 ${instance.freeMB} MB）` }))}
          value={context.toInstance}
          onChange={(value) => actor.send({ type: 'INSTANCE', value })}
        />
        <PlanField value={planTime} onChange={(value) => actor.send({ type: 'PLAN', value })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button loading={state === 'prechecking'} onClick={() => planned({ type: 'SUBMIT', now: businessNow() })}>
            预检并计划
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack>
      {error}
      {context.job && <MigrationProgress job={context.job} />}
      {state === 'rolledBack' && (
        <Can screen={workOrdersScreens.rdsMoveUser} action="retry">
          <PlanField value={planTime} onChange={(value) => actor.send({ type: 'PLAN', value })} />
        </Can>
      )}
      <Group justify="flex-end">
        {(state === 'scheduled' || state === 'cancelling') && (
          <Can screen={workOrdersScreens.rdsMoveUser} action="cancel">
            <Button color="red" variant="light" loading={state === 'cancelling'} onClick={() => actor.send({ type: 'CANCEL' })}>
              取消任务
            </Button>
          </Can>
        )}
        {(state === 'rolledBack' || state === 'retrying') && (
          <Can screen={workOrdersScreens.rdsMoveUser} action="retry">
            <Button loading={state === 'retrying'} onClick={() => planned({ type: 'RETRY', now: businessNow() })}>
              重试
            </Button>
          </Can>
        )}
        <Button variant="default" onClick={onClose}>
          关闭
        </Button>
      </Group>
      {state === 'done' && <Text c="green">迁移完成，客户的数据库已在新实例上运行。</Text>}
    </Stack>
  );
}

/** M14: plan a migration (or follow, cancel, retry one); closing refreshes the list behind. */
export function RdsMigrationDrawer({ opened, job, onClose }: { opened: boolean; job: MigrationJob | null; onClose(): void }) {
  const memory = usePageMemory();
  const close = () => {
    if (job === null) forgetKeptWizard(memory, MIGRATION_WIZARD);
    onClose();
  };
  return (
    <SideDrawer opened={opened} onClose={close} position="right" size={560} title={job ? `迁移任务 ${job.taskNo}` : '新建迁移'}>
      {opened && <MigrationWizard job={job} onClose={close} />}
    </SideDrawer>
  );
}
