import { defineScreens } from './screen.ts';

/** General: the landing page after login (docs/product.md#routes). */
export const homeScreens = defineScreens({
  homePage: { path: '/homePage', title: '首页', page: 'home/HomePage', openToEveryone: true },
  home: { path: '/home', title: '首页', page: 'home/HomePage', openToEveryone: true },
});
