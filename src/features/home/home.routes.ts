import { screen, type RouteEntry } from '../../ui/screen.ts';

const HomePage = screen(() => import('./HomePage.tsx'));

/** General (SPEC §2): the landing page after login. */
export const homeRoutes: RouteEntry[] = [
  { path: '/homePage', title: '首页', page: HomePage },
  { path: '/home', title: '首页', page: HomePage },
];
