// The search box's customer and order search (docs/product.md#flows).
/** Shorter keywords ask the server nothing (they would match half the customers). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_FAILED = '客户、订单搜索失败，请稍后重试';
