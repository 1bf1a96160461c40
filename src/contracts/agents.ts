// Shapes of the agents and analysis screens, shared by the portal and the stand-in (types only).

export const SUB_AGENT_STATUSES = ['正常', '冻结', '审核中'] as const;
export type SubAgentStatus = (typeof SUB_AGENT_STATUSES)[number];

/** The sub-agent form (新增/编辑 二级代理), checked the same way by the portal and the server (src/rules/subAgents.ts). */
export type SubAgentValues = {
  agentName: string;
  contact: string;
  tel: string;
  email: string;
  region: string;
  loginAccount: string;
  discountRate: number;
};

/** The form's fields (discountRate 0–100 %) and what the list adds. */
export interface SubAgent extends SubAgentValues {
  id: number;
  agentNo: string;
  balance: number;
  customerCount: number;
  monthSales: number;
  status: SubAgentStatus;
}


export interface ConsumeRecord {
  id: number;
  agentNo: string;
  agentName: string;
  userName: string;
  orderNo: string;
  orderType: string;
  productName: string;
  amount: number;
  discount: number;
  createTime: number;
}

export const FOLLOW_STATUSES = ['未跟进', '跟进中', '已转正', '已放弃'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];

export interface Registration {
  id: number;
  userName: string;
  tel: string;
  productName: string;
  versonName: string;
  userCount: number;
  host: string | null;
  createTime: number;
  trialEnd: number;
  followStatus: FollowStatus;
}

export const DONGLE_STATUSES = ['库存', '已绑定', '已挂失', '已作废', '已上云'] as const;
export type DongleStatus = (typeof DONGLE_STATUSES)[number];

export interface Dongle {
  dogNo: string;
  userId: number | null;
  userName: string;
  productName: string;
  versonName: string;
  sites: number;
  bindTime: number | null;
  expireDate: number | null;
  status: DongleStatus;
}

export const HANDLE_STATUSES = ['未处理', '已通知', '已增购', '已忽略'] as const;
export type HandleStatus = (typeof HANDLE_STATUSES)[number];

export interface UserCountAbnormal {
  id: number;
  userId: number;
  userName: string;
  productName: string;
  userCount: number;
  peakUsers: number;
  overCount: number;
  checkTime: number;
  handleStatus: HandleStatus;
  ignoreReason: string;
}

export interface UserCountAbnormalDetail extends UserCountAbnormal {
  versonName: string;
  host: string | null;
  expireDate: number;
  sessions: Array<{ account: string; device: string; loginTime: number; onlineMinutes: number }>;
  dailyPeaks: Array<{ day: string; peak: number }>;
}

export interface UserOrderCount {
  userId: number;
  userName: string;
  orderCount: number;
  orderAmount: number;
  renewCount: number;
  firstOrder: number;
  lastOrder: number;
}

export interface UserOrder {
  orderNo: string;
  orderType: string;
  productName: string;
  amount: number;
  orderStatus: string;
  createTime: number;
}

export interface IShopPlugin {
  id: number;
  userId: number;
  userName: string;
  shopName: string;
  plugin: string;
  startDate: number;
  expireDate: number;
  monthOrders: number;
  monthGmv: number;
}

/** One series point: a period label and a value (fen or a count). */
export interface SeriesPoint {
  period: string;
  value: number;
}

export type SalesPeriod = 'month' | 'quarter' | 'year';

export interface SalesChartRequest {
  period: SalesPeriod;
  /** Empty means every sub-agent. */
  agentNos: string[];
}

export interface SalesChartRow {
  agentNo: string;
  agentName: string;
  /** Sales per period, aligned with `periods`. */
  values: number[];
  total: number;
}

export interface SalesChart {
  periods: string[];
  rows: SalesChartRow[];
  /** Totals per period; 同比 compares with the same period a year before, 环比 with the one before. */
  totals: Array<{ period: string; amount: number; yoy: number | null; mom: number | null }>;
}

export interface DbsetAnalysis {
  kpis: { total: number; newThisMonth: number; averageMB: number; nearQuota: number };
  perMonth: SeriesPoint[];
  sizeBuckets: SeriesPoint[];
  byProduct: SeriesPoint[];
  top: Array<{ userId: number; userName: string; productName: string; host: string | null; sizeMB: number; quotaMB: number }>;
}

export interface BoardData {
  balance: number;
  monthSales: number;
  monthFrom: string;
  monthTo: string;
  subAgentCount: number;
  monthRegistrations: number;
  monthCustomers: number;
  openAbnormal: number;
  salesByMonth: SeriesPoint[];
  productMix: SeriesPoint[];
  expiring: Array<{ userId: number; userName: string; productName: string; expireDate: number }>;
}
