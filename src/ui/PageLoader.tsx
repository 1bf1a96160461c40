import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih={240} aria-busy="true">
      {/* A status, so its name is announced (a bare element may not carry aria-label). */}
      <Loader role="status" aria-label="页面加载中" />
    </Center>
  );
}
