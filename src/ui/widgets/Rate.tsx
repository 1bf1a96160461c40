import { Group, Rating, Text } from '@mantine/core';
import { useState } from 'react';
import { RATE_TEXTS } from '../chineseDefaults.ts';

/** Five stars; up to 2 is low, up to 4 is middling, above is high. (docs/product.md#limits) */
export const RATE_MAX = 5;
export const RATE_LOW = 2;
export const RATE_HIGH = 4;

export function rateColour(value: number): string {
  if (value <= RATE_LOW) return 'gray';
  return value <= RATE_HIGH ? 'yellow' : 'orange';
}

/** The text beside a rating: 差 / 一般 / 棒 / 很棒 / 非常棒 (a half star takes the text of the star it reaches). */
export function rateText(value: number): string {
  return value > 0 ? RATE_TEXTS[Math.min(RATE_MAX, Math.ceil(value)) - 1] : '';
}

export interface RateProps {
  label: string;
  value: number;
  onChange(value: number): void;
  allowHalf?: boolean;
  disabled?: boolean;
}

/** Mantine's Rating with the spec's texts: hovering previews, clicking commits, disabled ignores input. */
export function Rate({ label, value, onChange, allowHalf = false, disabled = false }: RateProps) {
  // The star under the pointer (-1 when none), previewed in the text.
  const [hovered, setHovered] = useState(-1);
  const shown = hovered > 0 ? hovered : value;
  return (
    <Group gap="xs" role="group" aria-label={label}>
      <Rating
        count={RATE_MAX}
        value={value}
        fractions={allowHalf ? 2 : 1}
        readOnly={disabled}
        color={rateColour(shown)}
        onChange={onChange}
        onHover={setHovered}
        getSymbolLabel={(star) => `${star}星`}
      />
      <Text size="sm" c={rateColour(shown)} aria-live="polite">
        {rateText(shown)}
      </Text>
    </Group>
  );
}
