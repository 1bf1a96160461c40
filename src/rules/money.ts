import { formatCount } from './numbers.ts';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const FRACTION_UNITS = ['角', '分', '厘', '毫'];
/** Amounts of 1e15 or more are not written out. (docs/product.md#validation) */
export const MONEY_UPPER_LIMIT = 10n ** 15n;
export const MONEY_DECIMALS = 4;

/** 1–9999 written with 拾佰仟 and 零 for inner zeros (1001 → 壹仟零壹). */
function fourDigits(value: number): string {
  let text = '';
  let zeroPending = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit === 0) {
      zeroPending = text !== '';
      continue;
    }
    text += (zeroPending ? '零' : '') + DIGITS[digit] + PLACES[place];
    zeroPending = false;
  }
  return text;
}

/** A positive integer below 1e16 in groups of 万 and 亿, with 零 where a group starts below its top place. */
function integerPart(value: bigint): string {
  if (value >= 100_000_000n) {
    const low = value % 100_000_000n;
    const lowText = low === 0n ? '' : (low < 10_000_000n ? '零' : '') + integerPart(low);
    return `${integerPart(value / 100_000_000n)}亿${lowText}`;
  }
  const wan = Number(value / 10_000n);
  const rest = Number(value % 10_000n);
  const wanText = wan ? `${fourDigits(wan)}万` : '';
  const restText = rest ? (wan && rest < 1000 ? '零' : '') + fourDigits(rest) : '';
  return wanText + restText;
}

/** Splits an amount into sign, integer and four decimal digits, rounding half away from zero. */
function parseAmount(value: number | string): { negative: boolean; integer: bigint; fraction: string } | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(MONEY_DECIMALS + 2) : '') : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const digits = (match[3] ?? '').padEnd(MONEY_DECIMALS + 1, '0');
  let scaled = BigInt(match[2]) * 10_000n + BigInt(digits.slice(0, MONEY_DECIMALS));
  if (Number(digits[MONEY_DECIMALS]) >= 5) scaled += 1n;
  return {
    negative: match[1] === '-' && scaled > 0n,
    integer: scaled / 10_000n,
    fraction: String(scaled % 10_000n).padStart(MONEY_DECIMALS, '0'),
  };
}

/**
 * An amount in uppercase Chinese as a finance clerk writes it: 壹仟零伍元叁角 , 零元整, 负伍角,
 * 壹元零伍分. Up to four decimals (角分厘毫); '' for 1e15 or more and for what is not a number.
 */
export function moneyToChinese(value: number | string): string {
  const amount = parseAmount(value);
  if (!amount || amount.integer >= MONEY_UPPER_LIMIT) return '';
  const { integer, fraction } = amount;
  const sign = amount.negative ? '负' : '';
  if (integer === 0n && /^0+$/.test(fraction)) return '零元整';
  const yuan = integer > 0n ? `${integerPart(integer)}元` : '';
  if (/^0+$/.test(fraction)) return `${sign}${yuan}整`;
  let text = '';
  let zeroPending = false;
  for (let index = 0; index < MONEY_DECIMALS; index += 1) {
    const digit = Number(fraction[index]);
    if (digit === 0) {
      // A zero between yuan (or an earlier unit) and a later unit is written once as 零.
      zeroPending = zeroPending || yuan !== '' || text !== '';
      continue;
    }
    text += (zeroPending ? '零' : '') + DIGITS[digit] + FRACTION_UNITS[index];
    zeroPending = false;
  }
  return `${sign}${yuan}${text}`;
}

function splitFen(fen: number, grouped: boolean): string {
  const abs = Math.abs(Math.trunc(fen));
  const yuan = Math.floor(abs / 100);
  return `${fen < 0 ? '-' : ''}${grouped ? formatCount(yuan) : yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Integer fen as 元 with two decimals and thousands separators: 123450 → '1,234.50'. The one money format of
 * every screen, export and the invoice PDF (with ¥ before it where a figure stands alone). (docs/product.md#money)
 */
export const formatYuan = (fen: number) => splitFen(fen, true);

/** A figure the server gives in 元 (a fee, a customer's renewal), shown as formatYuan shows fen: 1234.5 → '1,234.50'. */
export const formatYuanAmount = (yuan: number) => formatYuan(Math.round(yuan * 100));

/** Integer fen as the plain decimal moneyToChinese reads: 123450 → '1234.50'. */
export const fenToYuanText = (fen: number) => splitFen(fen, false);

/** R-money as typed (> 0, at most two decimals) in fen, or null when it is not such an amount. */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen > 0 ? fen : null;
}

/** R-money with bounds in 元: the message for what is typed, or null when it is a valid amount. */
export function moneyProblem(text: string, minYuan: number, maxYuan: number): string | null {
  if (text.trim() === '') return '请输入金额';
  // A well-formed zero is out of bounds rather than malformed.
  const fen = yuanToFen(text) ?? (/^0+(\.0{1,2})?$/.test(text.trim()) ? 0 : null);
  if (fen === null) return '请输入正确的金额（最多两位小数）';
  if (fen < minYuan * 100 || fen > maxYuan * 100) return `金额应在${formatYuan(minYuan * 100)}元至${formatYuan(maxYuan * 100)}元之间`;
  return null;
}
