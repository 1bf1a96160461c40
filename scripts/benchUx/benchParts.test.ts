import { describe, expect, it } from 'vitest';
import { BENCH_PAGE_SIZE, listRequest, nextSort, tileRows, type Customer } from '../../bench/shared/customerList.ts';
import { sideBySideReport, sideBySideVerdict } from './report.ts';
import { droppedFrames } from './scale.ts';
import { scaleReport } from './scaleReport.ts';

const MB = 1024 * 1024;

describe('the bench: its lists side by side', () => {
  it('holds ours against 1.5× the floor and against the peer by the medians', () => {
    const row = { name: 'column sort on screen', ours: [140, 150, 900], floor: [100, 100, 100], peer: [200, 151, 300], judged: true };
    expect(sideBySideVerdict(row)).toEqual({ floor: true, peer: true });
    expect(sideBySideVerdict({ ...row, ours: [151, 151, 151] })).toEqual({ floor: false, peer: true });
    expect(sideBySideVerdict({ ...row, ours: [200, 200, 200] })).toEqual({ floor: false, peer: false });
  });

  it('prints the medians, the ratios and marks only the judged rows', () => {
    const text = sideBySideReport([
      { name: '查询 INP', ours: [32], floor: [16], peer: [64], judged: false },
      { name: '查询 on screen', ours: [300], floor: [100], peer: [250], judged: true },
    ]);
    const [, , inp, shown] = text.split('\n');
    expect(inp).toMatch(/^查询 INP\s+32\s+16\s+64\s+2\.00×\s+0\.50×\s+–\s+–$/);
    expect(shown).toMatch(/^查询 on screen\s+300\s+100\s+250\s+3\.00×\s+1\.20×\s+✗\s+✗$/);
  });
});

describe('the bench: scale', () => {
  it('counts a frame the page did not paint in as dropped, however long the gap', () => {
    const stamps = [0, 16.7, 33.3, 66.7, 83.3, 133.3];
    const run = droppedFrames(stamps);
    expect([run.frames, run.dropped]).toEqual([8, 3]);
    expect(run.longestFrameMs).toBeCloseTo(50);
  });

  it('says whether the heap grew by more than 10 MB over the opens and closes', () => {
    const results = { idle: [droppedFrames([0, 16.7])], scrolled: [droppedFrames([0, 50])], ten: { heapHome: 20 * MB, heapTen: 60 * MB, switches: [{ inp: 40, shown: 80 }] } };
    expect(scaleReport({ ...results, leak: { before: 30 * MB, after: 39 * MB } })).toMatch(/30\.0 MB → 39\.0 MB \(\+9\.0 MB\) ✓ within 10\.0 MB/);
    expect(scaleReport({ ...results, leak: { before: 30 * MB, after: 41 * MB } })).toMatch(/\(\+11\.0 MB\) ✗/);
  });
});

describe('the bench pages: the customer list call', () => {
  it("asks for a page of 30 as the portal's list does, sorting in its cycle", () => {
    expect(listRequest(2, { field: 'createdAt', order: 'desc' })).toEqual({ pageIndex: 2, pageSize: BENCH_PAGE_SIZE, sortField: 'createdAt', sortOrder: 'desc', filters: {} });
    const asc = nextSort({ field: 'createdAt', order: 'desc' }, 'customerNo');
    expect(asc).toEqual({ field: 'customerNo', order: 'asc' });
    expect(nextSort(nextSort(asc, 'customerNo'), 'customerNo')).toBeNull();
  });

  it('repeats rows into a longer client list, each with an id and number of its own', () => {
    const rows = [{ id: 7, customerNo: 'KH1' }, { id: 9, customerNo: 'KH2' }] as Customer[];
    const tiled = tileRows(rows, 5);
    expect(tiled.map((row) => [row.id, row.customerNo])).toEqual([[1, 'KH1-1'], [2, 'KH2-1'], [3, 'KH1-2'], [4, 'KH2-2'], [5, 'KH1-3']]);
    expect(() => tileRows([], 5)).toThrow();
  });
});
