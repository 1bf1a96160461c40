import { describe, expect, it } from 'vitest';
import { screenDeclarations } from '../contracts/screens/screens.ts';
import { missingPages, routeRegistry } from './routeRegistry.ts';
import { valueAddedScreens } from '../contracts/screens/valueAdded.ts';
import { homeScreens } from '../contracts/screens/home.ts';

describe('the route registry built from the screen declarations', () => {
  it('finds a page file for every declared screen', () => {
    expect(missingPages(screenDeclarations)).toEqual([]);
  });

  it('names a missing page file', () => {
    expect(missingPages([{ path: '/nowhere', title: '无', page: 'aiVideo/NoSuchPage' }])).toEqual(['aiVideo/NoSuchPage']);
  });

  it('gives routes that show the same page one lazy screen', () => {
    const pageOf = (path: string) => routeRegistry.find((route) => route.path === path)?.page;
    expect(pageOf(valueAddedScreens.liveServiceMaintenance.path)).toBe(pageOf(valueAddedScreens.qqdService.path));
    expect(pageOf(homeScreens.home.path)).toBe(pageOf(homeScreens.homePage.path));
    expect(pageOf(homeScreens.home.path)).not.toBe(pageOf(valueAddedScreens.qqdService.path));
  });
});
