// The 任务 vocabulary (docs/product.md#statuses): migrations, transfers and other background tasks.

/** 任务 vocabulary. (docs/product.md#statuses) */
export type TaskStatus = '排队中' | '进行中' | '已完成' | '部分失败' | '失败' | '已取消';
