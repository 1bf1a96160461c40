/** Faults tests inject into the object store (POST /api/__dev/faults). */
export interface Fault {
  /** Which part upload it hits (absent: any part). */
  partNumber?: number;
  /** Answer with this HTTP status (and an XML error) instead of storing the part. */
  status?: number;
  /** Hold the request this long first. */
  delayMs?: number;
  /** Read about half of the part, then cut the connection. */
  cut?: boolean;
  /** How many requests it hits (default 1). */
  times?: number;
  /** Complete the upload, then cut the connection instead of answering (a lost answer). Hits Complete only. */
  completeAnswerLost?: boolean;
}

export class FaultBook {
  private faults: Array<Fault & { left: number }> = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault, left: fault.times ?? 1 });
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault that hits this part upload, counted as used. */
  take(partNumber: number): Fault | null {
    const fault = this.faults.find((candidate) => candidate.left > 0 && !candidate.completeAnswerLost && (candidate.partNumber ?? partNumber) === partNumber);
    if (!fault) return null;
    fault.left -= 1;
    this.faults = this.faults.filter((candidate) => candidate.left > 0);
    return fault;
  }

  /** Whether the answer to this Complete is to be lost (counted as used). */
  takeCompleteAnswerLost(): boolean {
    const fault = this.faults.find((candidate) => candidate.left > 0 && candidate.completeAnswerLost);
    if (!fault) return false;
    fault.left -= 1;
    this.faults = this.faults.filter((candidate) => candidate.left > 0);
    return true;
  }
}
