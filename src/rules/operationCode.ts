// The phone code a money move or an ownership change is confirmed with (docs/product.md#screen-patterns).
export const OPERATION_CODE_PROBLEM = '请输入6位数字验证码';
export const operationCodeProblem = (code: string) => (/^\d{6}$/.test(code.trim()) ? null : OPERATION_CODE_PROBLEM);
