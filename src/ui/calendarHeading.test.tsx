import { DatesProvider, DatePickerInput } from '@mantine/dates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { describe, expect, it } from 'vitest';
import { renderUi } from './testing/renderUi.tsx';

describe('a date picker in Chinese', () => {
  it('heads its month as 2026年12月 and its year as 2026年', async () => {
    dayjs.locale('zh-cn');
    renderUi(
      <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
        <DatePickerInput label="日期" defaultDate={new Date(2026, 11, 1)} />
      </DatesProvider>,
    );
    await userEvent.click(screen.getByLabelText('日期'));
    const heading = await screen.findByRole('button', { name: '选择月份' });
    expect(heading).toHaveTextContent('2026年12月');
    await userEvent.click(heading);
    expect(await screen.findByRole('button', { name: '选择年份' })).toHaveTextContent('2026年');
  });
});
