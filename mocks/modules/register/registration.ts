import { randomInt } from 'node:crypto';
import { BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { CODE_ATTEMPTS_EXHAUSTED, TOO_MANY_REQUESTS } from '../../sms.ts';
import { requireFields } from '../../validate.ts';
import { listProducts, listRegions, listVersions, productById } from './catalog.ts';
import { isHostTaken } from '../../domain/hosts.ts';
import { passCodeGate } from '../../domain/codeGate.ts';
import { createCustomer } from '../../domain/customers/newCustomers.ts';
import { isMobile11, PHONE_INVALID } from '../../../src/rules/phone.ts';
import {
  AGREEMENT_REQUIRED, customerNameProblem, HOST_TAKEN, hostProblem, IMG_CODE_REQUIRED, IMG_CODE_WRONG, minUserCount, needsHost, PRODUCT_REQUIRED,
  REGION_REQUIRED, registerPasswordProblem, telProblem, userCountProblem, VERSION_REQUIRED,
} from '../../../src/rules/registration.ts';

const SMS_PURPOSE = 'register';
/** How long a checked phone code stays good for the registration that follows it. */
const VERIFIED_VALID_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const IMG_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYabcdefghjkmnpqrstuvwxy3456789';
/** How long a picture code may be used for one code request. */
const PICTURE_VALID_MS = 5 * 60 * 1000;

const schema = `
CREATE TABLE IF NOT EXISTS register_verified_phones (
  phone TEXT NOT NULL,
  code TEXT NOT NULL,
  verified_at INTEGER NOT NULL,
  PRIMARY KEY (phone, code)
);
CREATE TABLE IF NOT EXISTS register_picture_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  answer TEXT NOT NULL COLLATE NOCASE,
  issued_at INTEGER NOT NULL
);
`;

/** A four-character picture code drawn as SVG, with a little noise so it is not plain text. */
function pictureCode(): { item1: { fileContents: string; contentType: string }; item2: string } {
  const answer = Array.from({ length: 4 }, () => IMG_CODE_ALPHABET[randomInt(IMG_CODE_ALPHABET.length)]).join('');
  const glyphs = [...answer]
    .map((char, i) => `<text x="${14 + i * 24}" y="${28 + randomInt(-4, 5)}" transform="rotate(${randomInt(-20, 21)} ${20 + i * 24} 22)">${char}</text>`)
    .join('');
  const noise = Array.from(
    { length: 4 },
    () => `<line x1="${randomInt(0, 110)}" y1="${randomInt(0, 40)}" x2="${randomInt(0, 110)}" y2="${randomInt(0, 40)}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#eef6f0"/><g stroke="#9bbfa6" stroke-width="1.2">${noise}</g><g font-family="monospace" font-size="24" font-weight="bold" fill="#16703a">${glyphs}</g></svg>`;
  return { item1: { fileContents: Buffer.from(svg).toString('base64'), contentType: 'image/svg+xml' }, item2: answer };
}

/** Remembers an issued picture's answer: a code request must bring one (each is good for one request). */
function issuePicture(ctx: StandInContext) {
  const picture = pictureCode();
  ctx.db.prepare('DELETE FROM register_picture_codes WHERE issued_at <= ?').run(ctx.now() - PICTURE_VALID_MS);
  ctx.db.prepare('INSERT INTO register_picture_codes (answer, issued_at) VALUES (?, ?)').run(picture.item2, ctx.now());
  return picture;
}

/** Uses up an issued, unexpired picture code matching the answer (case-insensitive, docs/product.md#validation). */
function consumePicture(ctx: StandInContext, answer: string): boolean {
  const row = ctx.db
    .prepare('SELECT id FROM register_picture_codes WHERE answer = ? AND issued_at > ? ORDER BY id LIMIT 1')
    .get(answer.trim(), ctx.now() - PICTURE_VALID_MS) as { id: number } | undefined;
  if (!row) return false;
  ctx.db.prepare('DELETE FROM register_picture_codes WHERE id = ?').run(row.id);
  return true;
}

/**
 * Checks the phone code; a code already checked stays good for the registration (a failed submit may be
 * retried). After three wrong codes for the phone a fresh picture code (`captcha`) must come with the check.
 */
function checkCode(ctx: StandInContext, phone: string, code: string, client: string, captcha?: string): void {
  if (!liveVerification(ctx, phone, code)) passCodeGate(ctx, phone, captcha, (answer) => consumePicture(ctx, answer));
  const result = ctx.sms.verify(phone, SMS_PURPOSE, code, client);
  if (result === 'ok') {
    ctx.db
      .prepare('INSERT OR REPLACE INTO register_verified_phones (phone, code, verified_at) VALUES (?, ?, ?)')
      .run(phone, code, ctx.now());
    return;
  }
  if (result === 'used' && liveVerification(ctx, phone, code)) return;
  if (result === 'exhausted') throw new BusinessError(CODE_ATTEMPTS_EXHAUSTED);
  if (result === 'limited') throw new BusinessError(TOO_MANY_REQUESTS);
  throw new BusinessError(result === 'wrong' ? '手机验证码错误' : '该验证码无效');
}

function liveVerification(ctx: StandInContext, phone: string, code: string): boolean {
  const row = ctx.db
    .prepare('SELECT verified_at FROM register_verified_phones WHERE phone = ? AND code = ?')
    .get(phone, code) as { verified_at: number } | undefined;
  return !!row && ctx.now() - row.verified_at <= VERIFIED_VALID_MS;
}

function agentIdByNumber(ctx: StandInContext, agentNo: string): number {
  const row = ctx.db.prepare('SELECT id FROM agents WHERE agent_no = ?').get(agentNo.trim()) as { id: number } | undefined;
  if (!row) throw new BusinessError('代理商编号无效，请通过代理商分享的链接注册');
  return row.id;
}

function registerTrial(ctx: StandInContext, body: unknown, client: string) {
  const form = requireFields(body, {
    userName: 'string?',
    password: 'string?',
    productId: 'number',
    versonId: 'number',
    localityId: 'number',
    userCount: 'number',
    agentNo: 'string?',
    host: 'string?',
    source: 'number?',
    tel: 'string',
    telCode: 'string',
    imgCode: 'string?',
    isCheck: 'boolean?',
  });
  // The form's checks (src/rules/registration.ts), made again.
  const refuse = (problem: string | null) => {
    if (problem) throw new BusinessError(problem);
  };
  if (form.isCheck === false) throw new BusinessError(AGREEMENT_REQUIRED);
  const agentId = agentIdByNumber(ctx, form.agentNo ?? '');
  const product = productById(ctx, form.productId);
  if (!product) throw new BusinessError(PRODUCT_REQUIRED);
  const version = listVersions(ctx, product.id).find((item) => item.id === form.versonId);
  if (!version) throw new BusinessError(VERSION_REQUIRED);
  const region = listRegions(ctx, product.id, version.id).find((item) => item.id === form.localityId);
  if (!region) throw new BusinessError(REGION_REQUIRED);
  refuse(userCountProblem(String(form.userCount), minUserCount(product.productType)));
  refuse(customerNameProblem(form.userName ?? ''));
  const name = (form.userName ?? '').trim();
  const password = form.password ?? '';
  refuse(registerPasswordProblem(password) ?? telProblem(form.tel));

  const host = needsHost({ id: product.id, schemaType: product.schemaType, productTypeName: product.productType }) ? (form.host ?? '').trim().toLowerCase() : null;
  if (host !== null) {
    refuse(hostProblem(host));
    if (isHostTaken(ctx, host)) throw new BusinessError(HOST_TAKEN);
  }
  const alreadyTrying = ctx.db
    .prepare("SELECT 1 FROM customers WHERE phone = ? AND product_type = ? AND status = '试用' LIMIT 1")
    .get(form.tel, product.productType);
  if (alreadyTrying) throw new BusinessError(`该手机号已在试用${product.productName}，请直接登录`);
  checkCode(ctx, form.tel, form.telCode, client, form.imgCode);

  const now = ctx.now();
  const expireAt = now + product.trialDays * DAY_MS;
  const customerName = name || `试用客户（尾号${form.tel.slice(-4)}）`;
  const id = createCustomer(ctx, {
    agentId,
    name: customerName,
    contact: name || form.tel,
    phone: form.tel,
    productType: product.productType,
    productName: product.productName,
    versionName: version.versonName,
    host,
    userCount: form.userCount,
    region: region.agentDisplayName,
    status: '试用',
    source: form.source === 2 || form.source === 3 ? form.source : 1,
    createdAt: now,
    expireAt,
  });
  ctx.db.prepare('DELETE FROM register_verified_phones WHERE phone = ?').run(form.tel);
  const customerNo = (ctx.db.prepare('SELECT customer_no FROM customers WHERE id = ?').get(id) as { customer_no: string }).customer_no;
  return {
    customerNo,
    customerName,
    productName: product.productName,
    versionName: version.versonName,
    regionName: region.agentDisplayName,
    host,
    userCount: form.userCount,
    trialDays: product.trialDays,
    expireAt: new Date(expireAt).toISOString(),
    account: form.tel,
    defaultPassword: password === '',
    loginUrl: host ? `https://${host}.${product.loginDomain}` : `https://${product.loginDomain}`,
  };
}

export const registrationModule: StandInModule = {
  name: 'registration',
  schema,
  routes({ api, order }, ctx) {
    const open = { public: true };

    api.get('/api/account/GetRegisterGphValidateCode', () => issuePicture(ctx), open);

    api.get(
      '/api/product/GetRegisterProducts',
      () => listProducts(ctx).map((p) => ({ id: p.id, productTypeName: p.productType, productName: p.productName, schemaType: p.schemaType, trialDays: p.trialDays })),
      open,
    );

    api.get('/api/verson/GetVersionByProductId', ({ query }) => listVersions(ctx, Number(query.productId)), open);

    order.post(
      '/api/Locality/getlocalitybyproductid',
      ({ body }) => {
        const { id, pVersonId } = requireFields(body, { id: 'number', pVersonId: 'number' });
        return listRegions(ctx, id, pVersonId);
      },
      open,
    );

    order.post(
      '/api/Service/isexisthost',
      ({ body }) => {
        const { host } = requireFields(body, { host: 'string' });
        return isHostTaken(ctx, host.trim());
      },
      open,
    );

    api.post(
      '/api/account/GeneralRegisterValidCode',
      ({ body, client }) => {
        const { userName, captcha } = requireFields(body, { userName: 'string', captcha: 'string' });
        if (!isMobile11(userName)) throw new BusinessError(PHONE_INVALID);
        if (captcha.trim() === '') throw new BusinessError(IMG_CODE_REQUIRED);
        ctx.sms.checkSendLimits(client);
        if (!consumePicture(ctx, captcha)) throw new BusinessError(IMG_CODE_WRONG);
        ctx.sms.send(userName, SMS_PURPOSE, '云启软件', client);
        return true;
      },
      open,
    );

    api.get(
      '/api/account/CheckRegisterValidCode',
      ({ query, client }) => {
        checkCode(ctx, query.userName ?? '', query.code ?? '', client, query.captcha);
        return true;
      },
      open,
    );

    api.post('/api/user/UserRegisterTry', ({ body, client }) => registerTrial(ctx, body, client), open);

    // Lets tests see what a registration left behind, as the agent would in customer management.
    api.get(
      '/api/__dev/customers',
      ({ query }) =>
        ctx.db
          .prepare(
            `SELECT c.customer_no AS customerNo, c.name, c.phone, c.product_type AS productType, c.version_name AS versionName,
                    c.host, c.user_count AS userCount, c.region, c.status, c.source, g.agent_no AS agentNo
             FROM customers c JOIN agents g ON g.id = c.agent_id WHERE c.phone = ? ORDER BY c.id`,
          )
          .all(query.phone ?? ''),
      open,
    );
  },
};
