import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoad } from './useLoad.ts';

/** A call the test answers by hand, remembering the signal it was given. */
function manualCalls<T>() {
  const calls: { key: string; signal: AbortSignal; answer: (value: T) => void; fail: (error: Error) => void }[] = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((answer, fail) => {
      calls.push({ key, signal, answer, fail });
    });
  return { calls, load };
}

describe('useLoad', () => {
  it('is loading, then shows what the call answered', async () => {
    const { calls, load } = manualCalls<string>();
    const { result } = renderHook(() => useLoad(load('A'), 'A'));
    expect(result.current[0]).toEqual({ state: 'loading' });
    await act(async () => calls[0].answer('客户 A'));
    expect(result.current[0]).toEqual({ state: 'ready', value: '客户 A' });
  });

  it('keeps a failure as its message, and 重试 loads again', async () => {
    const { calls, load } = manualCalls<string>();
    const { result } = renderHook(() => useLoad(load('A'), 'A'));
    await act(async () => calls[0].fail(new Error('订单不存在')));
    expect(result.current[0]).toEqual({ state: 'failed', problem: '订单不存在' });
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ state: 'loading' });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1].answer('订单 DD001'));
    expect(result.current[0]).toEqual({ state: 'ready', value: '订单 DD001' });
  });

  it('cancels the call of an earlier key and never shows its late answer', async () => {
    const { calls, load } = manualCalls<string>();
    const { result, rerender } = renderHook(({ key }) => useLoad(load(key), key), { initialProps: { key: 'A' } });
    rerender({ key: 'B' });
    expect(calls.map((call) => [call.key, call.signal.aborted])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    await act(async () => calls[1].answer('客户 B'));
    await act(async () => calls[0].answer('客户 A'));
    expect(result.current[0]).toEqual({ state: 'ready', value: '客户 B' });
  });

  it('on reload keeps what it shows until the new answer, and drops the older call', async () => {
    const { calls, load } = manualCalls<number>();
    const { result } = renderHook(() => useLoad(load('A'), 'A'));
    await act(async () => calls[0].answer(1));
    act(() => result.current[1]());
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ state: 'ready', value: 1 });
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, true, false]);
    await act(async () => calls[1].answer(2));
    expect(result.current[0]).toEqual({ state: 'ready', value: 1 });
    await act(async () => calls[2].answer(3));
    expect(result.current[0]).toEqual({ state: 'ready', value: 3 });
  });

  it('cancels the call when the page goes away', () => {
    const { calls, load } = manualCalls<string>();
    const { unmount } = renderHook(() => useLoad(load('A'), 'A'));
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
  });
});
