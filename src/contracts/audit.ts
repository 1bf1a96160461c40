// The audit vocabulary (docs/product.md#statuses), shared by the portal, its machines and the stand-in.

/** 审核状态: one vocabulary for qualifications, SMS signatures and templates. */
export const AUDIT_STATUSES = ['未提交', '审核中', '审核通过', '审核未通过', '已撤回'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
