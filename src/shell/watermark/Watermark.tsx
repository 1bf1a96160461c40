import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useState, type RefObject } from 'react';
import type { AccountInfo } from '../../contracts/auth.ts';
import { chinaDay, chinaDayStart } from '../../rules/calendar.ts';
import { usePreferencesAnswer } from '../preferences/preferenceStore.ts';
import { guardWatermark, watermarkLines, watermarkTile } from './watermarkGuard.ts';

/** Today's China date, turning at midnight. */
function useToday(): string {
  const [day, setDay] = useState(() => chinaDay(Date.now()));
  useEffect(() => {
    const timer = setTimeout(() => setDay(chinaDay(Date.now())), chinaDayStart(Date.now(), 1) - Date.now());
    return () => clearTimeout(timer);
  }, [day]);
  return day;
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
