// The slide captcha as the provider issues and checks it (docs/product.md#fields), shared by the login machine, the portal and the stand-in.

/** A slide-captcha challenge as the provider issues it. */
export interface SliderSession {
  sessionId: string;
  trackWidth: number;
  knobWidth: number;
}

/** What a passed challenge yields; the login call hands it to the server (captcha; docs/product.md#fields). */
export interface CaptchaPass {
  sessionId: string;
  sig: string;
  token: string;
}

export interface TrackPoint {
  x: number;
  /** Milliseconds, from the pointer event. */
  t: number;
}
