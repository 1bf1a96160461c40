import { Checkbox, Group, Radio, type CheckboxProps } from '@mantine/core';
import type { Option } from './options.ts';

export interface CancellableRadioGroupProps {
  label: string;
  options: readonly Option[];
  value: string | null;
  onChange(value: string | null): void;
  /** Clicking the chosen option clears the choice. */
  allowCancel?: boolean;
}

/** A radio group whose chosen option can be clicked off when cancelling is allowed (docs/product.md#flows). */
export function CancellableRadioGroup({ label, options, value, onChange, allowCancel = false }: CancellableRadioGroupProps) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <Group mt={4}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            onClick={() => {
              if (allowCancel && option.value === value) onChange(null);
            }}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

export interface CancellableCheckboxProps extends Omit<CheckboxProps, 'onChange'> {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Whether a ticked box may be unticked. */
  allowCancel?: boolean;
}

/** A checkbox that, once ticked, can be unticked only when cancelling is allowed (docs/product.md#flows). */
export function CancellableCheckbox({ checked, onChange, allowCancel = true, ...rest }: CancellableCheckboxProps) {
  return (
    <Checkbox
      {...rest}
      checked={checked}
      onChange={(event) => {
        if (!event.currentTarget.checked && !allowCancel) return;
        onChange(event.currentTarget.checked);
      }}
    />
  );
}
