import { MantineProvider, createTheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/zh-cn';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { chineseComponentDefaults } from '../mantineChineseDefaults.ts';

// The widgets' tests render them as the portal does: Mantine with its Chinese defaults and zh-cn dates.
const theme = createTheme({ components: chineseComponentDefaults });

export function renderUi(ui: ReactNode) {
  const user = userEvent.setup();
  return { user, ...render(<MantineProvider theme={theme}><DatesProvider settings={{ locale: 'zh-cn' }}>{ui}</DatesProvider></MantineProvider>) };
}
