import { Stepper } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { stepStatus } from './steps.ts';

export interface StepsProps {
  steps: readonly { title: string; description?: string }[];
  active: number;
  /** The step that ended in error, if any. */
  errorIndex?: number | null;
}

/** Horizontal steps with their statuses (finish / process / wait / error; docs/product.md#flows) on Mantine's Stepper. */
export function Steps({ steps, active, errorIndex = null }: StepsProps) {
  const statuses = steps.map((_, index) => stepStatus(index, active, errorIndex));
  // Mantine marks steps before `active` completed and the one at `active` in progress; a waiting active step moves past none.
  const mantineActive = statuses.indexOf('process') >= 0 ? statuses.indexOf('process') : statuses.filter((status) => status === 'finish').length;
  return (
    <Stepper active={mantineActive} orientation="horizontal" allowNextStepsSelect={false}>
      {steps.map((step, index) => (
        <Stepper.Step
          key={step.title}
          label={step.title}
          description={step.description}
          data-status={statuses[index]}
          aria-label={`${step.title}：${statusLabels[statuses[index]]}`}
          color={statuses[index] === 'error' ? 'red' : undefined}
          completedIcon={statuses[index] === 'error' ? <IconX size={16} /> : undefined}
          icon={statuses[index] === 'error' ? <IconX size={16} /> : undefined}
        />
      ))}
    </Stepper>
  );
}

const statusLabels = { finish: '已完成', process: '进行中', wait: '等待', error: '失败' } as const;
