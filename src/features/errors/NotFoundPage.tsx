import { ErrorScreen } from './ErrorScreen.tsx';

/** An address no screen answers. */
export default function NotFoundPage() {
  return <ErrorScreen code={404} title="页面不存在" why="您访问的地址有误，或该页面已被移除。" />;
}
