import { Alert, Anchor, Button, Group, Loader, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { transferStep, userTransferMachine } from '../../../machines/userTransfer.machine.ts';
import { errorText } from '../../rules/errorText.ts';
import { KeptOffer } from '../../ui/resource/KeptOffer.tsx';
import { useKeptWizard } from '../../ui/resource/keptStep.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { OperationCodeField } from '../../ui/widgets/OperationCodeField.tsx';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { TRANSFER_WIZARD, transferChoices, transferRestore } from './keptTransfer.ts';
import { TransferCustomerPicker } from './TransferCustomerPicker.tsx';
import { previewTransfer, runTransfer, sendTransferCode, stillOwnedCustomers, transferOwners, type TransferOwner } from './transfersApi.ts';

const STEPS = [{ title: '选择转出方' }, { title: '选择客户' }, { title: '选择转入方' }, { title: '预览' }, { title: '验证' }, { title: '完成' }];

export interface TransferWizardProps {
  /** `changed` when a batch was recorded (the list reloads). */
  onClose(changed: boolean): void;
  onOpenBatch(id: number): void;
}

/**
 * 新建转移 (M9): source → customers → target → preview → phone code → transfer → result. The step and choices are kept
 * with the page's session and offered back after a reload (docs/product.md#tabs); finishing or cancelling forgets them.
 */
export function TransferWizard({ onClose, onOpenBatch }: TransferWizardProps) {
  const [loadedOwners, reloadOwners] = useLoad((signal) => transferOwners(signal), 'owners');
  const owners: TransferOwner[] = loadedOwners.state === 'ready' ? loadedOwners.value : [];
  const [snapshot, send] = useMachine(
    userTransferMachine.provide({
      actors: { loadPreview: fromPromise(({ input }) => previewTransfer(input)), transfer: fromPromise(({ input }) => runTransfer(input)) },
    }),
  );
  const { context } = snapshot;
  const kept = useKeptWizard(TRANSFER_WIZARD);
  const [restoreProblem, setRestoreProblem] = useState<string | null>(null);
  const step = transferStep(snapshot.value);
  const finished = snapshot.status === 'done';
  useEffect(() => {
    if (finished) kept.forget();
    else kept.keep(step, transferChoices(context));
  }, [finished, step, context, kept]);
  // 恢复 asks which kept customers the source still has; a failure is said and the offer stays, to answer again.
  const [checking, setChecking] = useState(false);
  const restore = async () => {
    setChecking(true);
    try {
      const { event, problem } = await transferRestore(kept.offer!, owners.map((owner) => owner.key), stillOwnedCustomers);
      kept.restored();
      setRestoreProblem(problem);
      send(event);
    } catch (error) {
      setRestoreProblem(errorText(error, '加载失败，请重试'));
    } finally {
      setChecking(false);
    }
  };
  const close = () => {
    kept.forget();
    onClose(context.result !== null);
  };
  const options = owners.map((owner) => ({ value: owner.key, label: `${owner.name}（${owner.customerCount}个客户）` }));
  const nameOf = (key: string | null) => owners.find((owner) => owner.key === key)?.name ?? '';
  const movable = context.preview?.movable ?? 0;
  const back = (
    <Button variant="default" onClick={() => send({ type: 'BACK' })}>
      上一步
    </Button>
  );
  const next = (enabled: boolean) => (
    <Button disabled={!enabled} onClick={() => send({ type: 'NEXT' })}>
      下一步
    </Button>
  );

  return (
    <Modal opened onClose={close} title={TRANSFER_WIZARD} size="xl" closeOnClickOutside={false}>
      <Stack>
        <Steps steps={STEPS} active={step} />
        {kept.offer && step === 0 && <KeptOffer onRestore={() => void restore()} onDiscard={kept.forget} waiting={loadedOwners.state !== 'ready' || checking} />}
        {restoreProblem && <Alert color="orange">{restoreProblem}</Alert>}
        {loadedOwners.state === 'failed' && <LoadProblem problem={loadedOwners.problem} onRetry={reloadOwners} />}
        {snapshot.matches('selectSource') && (
          <>
            <Select label="转出方" placeholder="请选择员工账号或下级代理" data={options} value={context.source} onChange={(owner) => owner && send({ type: 'SOURCE', owner })} />
            <Group justify="flex-end">{next(context.source !== null)}</Group>
          </>
        )}
        {snapshot.matches('selectCustomers') && (
          <>
            <Text size="sm">转出方：{nameOf(context.source)}</Text>
            <TransferCustomerPicker owner={context.source!} selected={context.customerIds} onChange={(ids) => send({ type: 'CUSTOMERS', ids })} />
            <Group justify="flex-end">
              {back}
              {next(context.customerIds.length > 0)}
            </Group>
          </>
        )}
        {snapshot.matches('selectTarget') && (
          <>
            <Select
              label="转入方"
              placeholder="请选择员工账号或下级代理"
              data={options.filter((option) => option.value !== context.source)}
              value={context.target}
              error={context.targetError}
              onChange={(owner) => owner && send({ type: 'TARGET', owner })}
            />
            <Group justify="flex-end">
              {back}
              {next(context.target !== null)}
            </Group>
          </>
        )}
        {snapshot.matches('preview') && (
          <>
            <Text>
              从 {nameOf(context.source)} 转移 {context.customerIds.length} 个客户至 {nameOf(context.target)}
            </Text>
            {snapshot.matches({ preview: 'loading' }) && <Loader size="sm" />}
            {snapshot.matches({ preview: 'failed' }) && (
              <Alert color="red">
                {context.error} <Anchor component="button" onClick={() => send({ type: 'RETRY' })}>重试</Anchor>
              </Alert>
            )}
            {context.preview && (
              <>
                <Text>可转移 {movable} 个客户</Text>
                {context.preview.conflicts.length > 0 && (
                  <>
                    <Text c="orange" size="sm">以下 {context.preview.conflicts.length} 个客户暂不能转移（将记为失败，问题解决后可在转移详情中重试）：</Text>
                    <Table withTableBorder fz="sm">
                      <Table.Tbody>
                        {context.preview.conflicts.map((conflict) => (
                          <Table.Tr key={conflict.customerId}>
                            <Table.Td>{conflict.customerName}</Table.Td>
                            <Table.Td c="red">{conflict.reason}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </>
                )}
                {movable === 0 && <Alert color="red">所选客户均不能转移</Alert>}
              </>
            )}
            <Group justify="flex-end">
              {back}
              {next(movable > 0)}
            </Group>
          </>
        )}
        {(snapshot.matches('verifying') || snapshot.matches('transferring')) && (
          <>
            <Text>转移需验证您绑定的手机</Text>
            <OperationCodeField value={context.code} onChange={(code) => send({ type: 'CODE', code })} error={context.error} send={sendTransferCode} />
            <Group justify="flex-end">
              {snapshot.matches('verifying') && back}
              <Button loading={snapshot.matches('transferring')} onClick={() => send({ type: 'SUBMIT' })}>
                确认转移 {movable} 个客户
              </Button>
            </Group>
          </>
        )}
        {(snapshot.matches('done') || snapshot.matches('partial')) && context.result && (
          <>
            <Alert color={snapshot.matches('done') ? 'green' : 'orange'} title={snapshot.matches('done') ? '转移完成' : '部分失败'}>
              转移单 {context.result.transferNo}：成功 {context.result.okCount} 个，失败 {context.result.failCount} 个
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => onOpenBatch(context.result!.id)}>查看详情</Button>
              <Button onClick={() => onClose(true)}>完成</Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
