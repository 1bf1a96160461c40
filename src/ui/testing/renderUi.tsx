import { MantineProvider, createTheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/zh-cn';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { chineseComponentDefaults } from '../mantineChineseDefaults.ts';

// Tests render a widget or a page as the portal does: Mantine with its Chinese defaults and zh-cn dates,
// under a router whose address the test sets (`at`) and reads back (`location.history`).
const theme = createTheme({ components: chineseComponentDefaults });

/** `rerender` keeps the providers: they wrap whatever is rendered. */
export function renderUi(ui: ReactNode, { at = '/' }: { at?: string } = {}) {
  const user = userEvent.setup();
  const location = memoryLocation({ path: at, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <DatesProvider settings={{ locale: 'zh-cn' }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      </DatesProvider>
    </MantineProvider>
  );
  return { user, location, ...render(ui, { wrapper }) };
}
