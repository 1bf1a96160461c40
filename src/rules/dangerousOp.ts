// A dangerous operation (清除服务, 删除账套, 解绑加密狗, 注销空户; docs/product.md#screen-patterns): the object's
// exact name typed first, then a phone code. The stand-in refuses a mismatched name with the same message.
export const NAME_MISMATCH = '输入的名称不一致';
export const NAME_REQUIRED = '请输入名称';
export const CODE_REQUIRED = '请输入验证码';
