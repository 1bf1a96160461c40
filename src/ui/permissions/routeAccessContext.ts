import { createContext, useContext } from 'react';

/** Whether the signed-in account may open a screen: 'pending' until its menu is known. */
export type RouteAccess = 'open' | 'denied' | 'pending';

/** Answers for a URL (path and query); the shell provides it from the account's menu. Outside the shell everything is open. */
export const RouteAccessContext = createContext<(url: string) => RouteAccess>(() => 'open');

/** Whether a screen may be opened by the signed-in account (home tiles and shortcuts show only those). */
export const useRouteAccess = () => useContext(RouteAccessContext);
