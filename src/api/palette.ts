import { api } from './client.ts';
import type { CustomerHit, FavouriteScreen, OrderHit } from '../contracts/palette.ts';

/** Quiet: without them the home page shows its starter entries. */
export const listFavourites = () => api.get<FavouriteScreen[]>('/api/favourite/List', undefined, { silent: true, noDialog: true });
export const addFavourite = (url: string) => api.post<FavouriteScreen[]>('/api/favourite/Add', { url });
export const removeFavourite = (url: string) => api.post<FavouriteScreen[]>('/api/favourite/Remove', { url });
export const sortFavourites = (urls: string[]) => api.post<FavouriteScreen[]>('/api/favourite/Sort', { urls });

/** Quick searches: quiet (a failure shows in the palette, not as a message), cancelled through `signal`. */
export const searchCustomers = (keyword: string, signal?: AbortSignal) =>
  api.get<CustomerHit[]>('/api/search/Customers', { keyword }, { silent: true, noDialog: true, signal });
export const searchOrders = (keyword: string, signal?: AbortSignal) =>
  api.get<OrderHit[]>('/orderapi/Order/Search', { keyword }, { silent: true, noDialog: true, signal });
