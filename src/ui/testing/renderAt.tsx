import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders a page (or a part of one) as the shell shows it: in Mantine, with its router at `path`. */
export function renderAt(path: string, page: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <MantineProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </MantineProvider>,
  );
  return { location, user: userEvent.setup() };
}
