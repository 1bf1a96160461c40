// Agency contracts (/contractManage), shared by the portal and the stand-in.

export const CONTRACT_TYPES = ['代理协议', '补充协议'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const SIGN_STATUSES = ['待签署', '已签署', '已生效', '已到期', '已作废'] as const;
export type SignStatus = (typeof SIGN_STATUSES)[number];

export interface Contract {
  id: number;
  contractNo: string;
  contractName: string;
  contractType: ContractType;
  /** 'YYYY-MM-DD 至 YYYY-MM-DD'. */
  period: string;
  /** Epoch milliseconds of the term's end. */
  endAt: number;
  signStatus: SignStatus;
  /** Epoch milliseconds; null until signed. */
  signTime: number | null;
  /** Ends within 30 days (续签 is offered). */
  expiringSoon: boolean;
}

export interface ContractText {
  id: number;
  contractName: string;
  text: string;
}

export interface ContractSign {
  id: number;
  agreed: boolean;
  code: string;
}

/** The purpose of the phone code a signature needs. */
export const CONTRACT_SIGN_PURPOSE = 'contractSign' as const;
