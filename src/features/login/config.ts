/**
 * Where the hosted sign-in services live. By default the stand-in's loopback copies; the real
 * WeChat script is one build setting away (VITE_* variables).
 */
export const loginConfig = {
  wechatScriptUrl: import.meta.env.VITE_WECHAT_SCRIPT_URL ?? '/api/hosted/wechat/wxLogin.js',
  wechatAppId: import.meta.env.VITE_WECHAT_APPID ?? 'wx5f3c1d2e4a6b8c90',
  /** Banner call's systemIdentity for this portal. (docs/product.md#calls-and-errors) */
  bannerSystemIdentity: 1,
};
