import { Text } from '@mantine/core';
import { useState } from 'react';
import { renewedUntil } from '../../rules/calendar.ts';
import { formatDate } from '../../rules/dates.ts';

/**
 * What a renewal by `years` changes: the current expiry and the one the order gives (calendar years,
 * counted from the current expiry, or from today when it has passed — as the order is fulfilled).
 */
export function RenewalExpiry({ expireAt, years }: { expireAt: number; years: number }) {
  const [today] = useState(Date.now);
  const lapsed = expireAt < today;
  return (
    <Text size="sm" aria-label="续费后到期">
      当前到期：{formatDate(expireAt)}
      {lapsed ? '（已到期，自今日起算）' : ''} → 续费{years}年后到期：
      <Text span fw={600}>
        {formatDate(renewedUntil(expireAt, today, years))}
      </Text>
    </Text>
  );
}
