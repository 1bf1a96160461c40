import { systemScreens } from '../../contracts/screens/system.ts';
import { api } from '../../api/client.ts';
import type { Banner, BannerMove, BannerSave, BannerStatus } from '../../contracts/banners.ts';
import { listResource } from '../../api/resource.ts';

export type { Banner, BannerStatus };
export { MAX_LISTED_BANNERS } from '../../contracts/banners.ts';

/** The portal's login carousel, in the order the login page shows it. */
export const banners = listResource<Banner, typeof systemScreens.bannerManage.list>(systemScreens.bannerManage.list);

/** Refusals show inside the drawer. */
export const saveBanner = (banner: BannerSave) => api.post<Banner>('/api/banner/Save', banner, { silent: true, noDialog: true });
export const moveBanner = (id: number, direction: BannerMove['direction']) => api.post<true>('/api/banner/Move', { id, direction });
export const setBannerStatus = (id: number, status: BannerStatus) => api.post<Banner>('/api/banner/SetStatus', { id, status });
export const deleteBanner = (id: number) => api.post<true>('/api/banner/Delete', { id });
