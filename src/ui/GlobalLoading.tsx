import { LoadingOverlay } from '@mantine/core';
import { useLoading } from './loading.ts';

export function GlobalLoading() {
  const visible = useLoading();
  return <LoadingOverlay visible={visible} pos="fixed" zIndex={3000} overlayProps={{ blur: 1 }} aria-label="加载中" />;
}
