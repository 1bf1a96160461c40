import { screen, type RouteEntry } from '../../ui/screen.ts';

const HomePage = screen(() => import('./HomePage.tsx'));

/** General (docs/product.md#routes): the landing page after login. */
export const homeRoutes: RouteEntry[] = [
  { path: '/homePage', title: '首页', page: HomePage },
  { path: '/home', title: '首页', page: HomePage },
];
