import type { TrialRegistration } from '../../contracts/register.ts';
import { phoneDigits } from '../../rules/phone.ts';
import {
  agreementProblem,
  customerNameProblem,
  HOST_TAKEN,
  hostProblem,
  imgCodeProblem,
  minUserCount,
  needsHost,
  PRODUCT_REQUIRED,
  REGION_REQUIRED,
  registerPasswordProblem,
  requiredChoiceProblem,
  telCodeProblem,
  telProblem,
  userCountProblem,
  VERSION_REQUIRED,
} from '../../rules/registration.ts';
import type { RegisterProduct } from '../../contracts/register.ts';

/** The form as typed; choices are kept as the Select's string values. */
export interface RegisterValues {
  userName: string;
  password: string;
  productId: string | null;
  versonId: string | null;
  localityId: string | null;
  userCount: number | string;
  host: string;
  imgCode: string;
  tel: string;
  telCode: string;
  isCheck: boolean;
}

export const emptyValues: RegisterValues = {
  userName: '',
  password: '',
  productId: null,
  versonId: null,
  localityId: null,
  userCount: '',
  host: '',
  imgCode: '',
  tel: '',
  telCode: '',
  isCheck: false,
};

export interface FormFacts {
  product: (RegisterProduct & { productTypeName: string }) | undefined;
  pictureAnswer: string;
  hostTaken: boolean;
}

type Errors = Partial<Record<keyof RegisterValues, string>>;

/** Every problem of the registration form (docs/product.md#validation), keyed by field. */
export function registerErrors(values: RegisterValues, facts: FormFacts): Errors {
  const host = needsHost(facts.product) ? hostProblem(values.host) ?? (facts.hostTaken ? HOST_TAKEN : null) : null;
  const problems: Record<keyof RegisterValues, string | null> = {
    userName: customerNameProblem(values.userName),
    password: registerPasswordProblem(values.password),
    productId: requiredChoiceProblem(values.productId, PRODUCT_REQUIRED),
    versonId: requiredChoiceProblem(values.versonId, VERSION_REQUIRED),
    localityId: requiredChoiceProblem(values.localityId, REGION_REQUIRED),
    userCount: userCountProblem(String(values.userCount), minUserCount(facts.product?.productTypeName)),
    host,
    imgCode: imgCodeProblem(values.imgCode, facts.pictureAnswer),
    tel: telProblem(values.tel),
    telCode: telCodeProblem(values.telCode),
    isCheck: agreementProblem(values.isCheck),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== null)) as Errors;
}

export function toRequest(values: RegisterValues, agentNo: string, product: RegisterProduct | undefined): TrialRegistration {
  return {
    userName: values.userName.trim(),
    password: values.password,
    productId: Number(values.productId),
    versonId: Number(values.versonId),
    localityId: Number(values.localityId),
    userCount: Number(values.userCount),
    host: needsHost(product) ? values.host : '',
    agentNo,
    source: 1,
    imgCode: values.imgCode.trim(),
    tel: phoneDigits(values.tel),
    telCode: values.telCode.trim(),
    isCheck: values.isCheck,
  };
}

const DRAFT_KEY = 'portal.register.draft';
/** What may be kept across a reload: never the password nor any code. */
const draftFields = ['userName', 'productId', 'versonId', 'localityId', 'userCount', 'host', 'tel', 'isCheck'] as const;

export function loadDraft(): RegisterValues {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<RegisterValues>;
    const kept = Object.fromEntries(draftFields.filter((field) => field in saved).map((field) => [field, saved[field]]));
    return { ...emptyValues, ...kept };
  } catch {
    return emptyValues;
  }
}

export function saveDraft(values: RegisterValues): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(Object.fromEntries(draftFields.map((field) => [field, values[field]]))));
}

export function clearDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}
