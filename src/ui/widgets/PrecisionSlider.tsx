import { Input, Slider, type SliderProps } from '@mantine/core';
import { useId } from 'react';
import { sliderPrecision } from '../../rules/numbers.ts';

export interface PrecisionSliderProps extends Omit<SliderProps, 'precision' | 'min' | 'max' | 'step'> {
  label: string;
  min: number;
  max: number;
  step?: number;
}

/**
 * Mantine's slider (arrow keys move one step, values snap to the step and clamp) with docs/product.md#validation
 * precision: as many decimals as the most precise of min, max and step, where Mantine looks at the step only.
 */
export function PrecisionSlider({ label, min, max, step = 1, ...rest }: PrecisionSliderProps) {
  const id = useId();
  const precision = sliderPrecision(min, max, step);
  return (
    <Input.Wrapper label={label} id={id}>
      <Slider
        {...rest}
        aria-labelledby={`${id}-label`}
        thumbLabel={label}
        min={min}
        max={max}
        step={step}
        precision={precision}
        label={(value) => value.toFixed(precision)}
      />
    </Input.Wrapper>
  );
}
