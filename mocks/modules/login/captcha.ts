import { randomBytes, randomInt } from 'node:crypto';
import type { CaptchaPass, SliderSession, TrackPoint } from '../../../src/contracts/captcha.ts';
import { BusinessError } from '../../errors.ts';
import type { StandInModule } from '../../module.ts';
import { requireFields } from '../../validate.ts';
import { SLIDER_FAILED } from '../../../src/rules/login.ts';

/**
 * The stand-in for the hosted slide-captcha service: it issues a session, judges the drag
 * (duration and path, not only where it ended) and, on a pass, hands out a single-use
 * {sessionId, sig, token} that the login call verifies with consumeCaptcha (mocks/domain/captchaPasses.ts).
 * Also the picture code of GET /api/auth/GetGphValidateCode.
 */

export const SLIDER_TRACK_WIDTH = 300;
export const SLIDER_KNOB_WIDTH = 40;
const SESSION_LIFETIME_MS = 2 * 60 * 1000;
const MIN_DRAG_MS = 250;
const MAX_DRAG_MS = 20_000;
const MIN_POINTS = 5;

const schema = `
CREATE TABLE IF NOT EXISTS captcha_sessions (
  session_id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  sig TEXT,
  token TEXT,
  passed_at INTEGER
);
`;

/**
 * Whether a drag looks like a person's: it reaches the end, takes a human time, moves
 * forward with the clock, and its speed varies (a script's drag is perfectly even).
 */
export function isHumanDrag(track: TrackPoint[]): boolean {
  if (track.length < MIN_POINTS) return false;
  const end = SLIDER_TRACK_WIDTH - SLIDER_KNOB_WIDTH;
  const duration = track[track.length - 1].t - track[0].t;
  if (duration < MIN_DRAG_MS || duration > MAX_DRAG_MS) return false;
  if (track[track.length - 1].x < end - 2 || track[0].x > 5) return false;
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i += 1) {
    const dt = track[i].t - track[i - 1].t;
    const dx = track[i].x - track[i - 1].x;
    if (dt < 0 || dx < -3 || track[i].x > end + 2) return false;
    if (dt > 0) speeds.push(dx / dt);
  }
  if (speeds.length < MIN_POINTS - 1) return false;
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
  const spread = Math.sqrt(speeds.reduce((sum, speed) => sum + (speed - mean) ** 2, 0) / speeds.length);
  return mean > 0 && spread / mean > 0.05;
}

const PICTURE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A four-character picture code with noise, drawn as SVG. */
function pictureCode(): { svg: string; answer: string } {
  const answer = Array.from({ length: 4 }, () => PICTURE_ALPHABET[randomInt(PICTURE_ALPHABET.length)]).join('');
  const letters = [...answer]
    .map((ch, i) => {
      const rotate = randomInt(-25, 26);
      const y = 28 + randomInt(-4, 5);
      return `<text x="${14 + i * 24}" y="${y}" transform="rotate(${rotate} ${20 + i * 24} ${y - 8})" font-size="24" font-family="monospace" font-weight="700" fill="hsl(${randomInt(360)},60%,35%)">${ch}</text>`;
    })
    .join('');
  const lines = Array.from(
    { length: 4 },
    () =>
      `<line x1="${randomInt(110)}" y1="${randomInt(40)}" x2="${randomInt(110)}" y2="${randomInt(40)}" stroke="hsl(${randomInt(360)},50%,60%)" stroke-width="1.5"/>`,
  ).join('');
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f1f3f5"/>${lines}${letters}</svg>`,
    answer,
  };
}

export const captchaModule: StandInModule = {
  name: 'captcha',
  schema,
  routes({ api }, ctx) {
    const open = { public: true };

    api.post(
      '/api/hosted/captcha/session',
      () => {
        const sessionId = randomBytes(16).toString('base64url');
        ctx.db
          .prepare("INSERT INTO captcha_sessions (session_id, created_at, status) VALUES (?, ?, 'open')")
          .run(sessionId, ctx.now());
        return { sessionId, trackWidth: SLIDER_TRACK_WIDTH, knobWidth: SLIDER_KNOB_WIDTH } satisfies SliderSession;
      },
      open,
    );

    api.post(
      '/api/hosted/captcha/verify',
      ({ body }) => {
        const { sessionId, track } = requireFields(body, { sessionId: 'string', track: 'array' });
        const points = track.filter(
          (point): point is TrackPoint =>
            typeof point === 'object' && point !== null && Number.isFinite((point as TrackPoint).x) && Number.isFinite((point as TrackPoint).t),
        );
        // One judgement per session: a failed or passed session cannot be tried again.
        const opened = ctx.db
          .prepare("UPDATE captcha_sessions SET status = 'judged' WHERE session_id = ? AND status = 'open' AND created_at > ?")
          .run(sessionId, ctx.now() - SESSION_LIFETIME_MS);
        if (opened.changes !== 1 || points.length !== track.length || !isHumanDrag(points)) throw new BusinessError(SLIDER_FAILED);
        const pass: CaptchaPass = { sessionId, sig: randomBytes(12).toString('base64url'), token: randomBytes(12).toString('base64url') };
        ctx.db
          .prepare("UPDATE captcha_sessions SET status = 'passed', sig = ?, token = ?, passed_at = ? WHERE session_id = ?")
          .run(pass.sig, pass.token, ctx.now(), sessionId);
        return pass;
      },
      open,
    );

    api.get(
      '/api/auth/GetGphValidateCode',
      () => {
        const { svg, answer } = pictureCode();
        return { item1: { fileContents: Buffer.from(svg).toString('base64'), contentType: 'image/svg+xml' }, item2: answer };
      },
      open,
    );
  },
};
