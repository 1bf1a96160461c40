/**
 * Where the hosted sign-in services live. By default the stand-in's loopback copies; the real
 * slide-captcha and WeChat script are one build setting away (VITE_* variables).
 */
export const loginConfig = {
  captchaBase: import.meta.env.VITE_CAPTCHA_BASE ?? '/api/hosted/captcha',
  wechatScriptUrl: import.meta.env.VITE_WECHAT_SCRIPT_URL ?? '/api/hosted/wechat/wxLogin.js',
  wechatAppId: import.meta.env.VITE_WECHAT_APPID ?? 'wx5f3c1d2e4a6b8c90',
  /** SPEC §7 banner call's systemIdentity for this portal. */
  bannerSystemIdentity: 1,
};
