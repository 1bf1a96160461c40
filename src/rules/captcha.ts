/** What the server answers when a captcha (slider or picture code) must come first, or came wrong. */
export const CAPTCHA_REQUIRED = '需要验证码或验证码错误';
