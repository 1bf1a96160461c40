import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useState, type RefObject } from 'react';
import type { AccountInfo } from '../../contracts/auth.ts';
import { chinaDay, chinaDayStart } from '../../rules/calendar.ts';
import { businessNow } from '../../ui/businessClock.ts';
import { usePreferencesAnswer } from '../preferences/preferenceStore.ts';
import { guardWatermark, watermarkLines, watermarkTile } from './watermarkGuard.ts';

/**
 * Today's China date on the services' clock (this computer's may be off), read at each render (the shell's first
 * answers set that clock) and turning at the services' midnight.
 */
function useToday(): string {
  const today = chinaDay(businessNow());
  const [, turned] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => turned((count) => count + 1), chinaDayStart(businessNow(), 1) - businessNow());
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

/**
 * The watermark over the content area (docs/product.md#watermark), when the account's preferences say it is shown to
 * it: its own choice for a main account, the main account's for staff. Drawn outside React, so it is put back
 * whatever happens to it (watermarkGuard.ts).
 */
export function Watermark({ over, account }: { over: RefObject<HTMLElement | null>; account: AccountInfo | null }) {
  const shown = usePreferencesAnswer()?.watermark.shown ?? false;
  const today = useToday();
  const dark = useComputedColorScheme('light') === 'dark';
  const tile = shown && account ? watermarkTile(watermarkLines(account, today), dark) : null;
  useEffect(() => {
    if (tile && over.current) return guardWatermark(over.current, tile);
  }, [over, tile]);
  return null;
}
