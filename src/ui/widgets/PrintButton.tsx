import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

/** 打印: the browser's print of the page on show, which prints its content only, full length (src/shell/print.css). */
export function PrintButton() {
  return (
    <Button size="xs" variant="default" leftSection={<IconPrinter size={14} aria-hidden />} onClick={() => window.print()}>
      打印
    </Button>
  );
}
