import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih={240} aria-busy="true">
      <Loader aria-label="页面加载中" />
    </Center>
  );
}
