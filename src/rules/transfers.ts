// User transfer (docs/product.md#flows): checked by the page's flow and again by the stand-in.
export const SAME_OWNER = '转入方不能与转出方相同';
