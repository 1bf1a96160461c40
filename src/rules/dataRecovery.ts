// Data recovery's cart (docs/product.md#flows): checked by the page's flow and again by the stand-in.
export const EMPTY_CART = '购物车是空的，请先添加恢复项';
