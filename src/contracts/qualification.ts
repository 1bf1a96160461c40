// The agent's qualification (/agentQuality, docs/product.md#flows), shared by the portal and the stand-in.
import type { AuditStatus } from './audit.ts';


/** The qualification form, checked alike by the portal and the stand-in (src/rules/qualification.ts). */
export interface QualificationData {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  contact: string;
  mobile: string;
  email: string;
  address: string;
  /** Image ids of the stored pictures ('' when none). */
  licenseImageId: string;
  authImageId: string;
}

export interface Qualification {
  /** The agent's qualification record (the id the review refers to). */
  id: number;
  auditStatus: AuditStatus;
  /** Why the last review refused; null otherwise. */
  reason: string | null;
  /** What is under review or being edited (the draft). */
  draft: QualificationData;
  /** The approved data still in force while a change is reviewed; null when nothing was ever approved. */
  effective: QualificationData | null;
  /** Epoch milliseconds of the last submission. */
  submittedAt: number | null;
}

