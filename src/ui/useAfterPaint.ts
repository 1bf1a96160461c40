import { useCallback, useEffect, useRef } from 'react';

interface Waiting {
  task: () => void;
  frame: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Runs a task once the frame showing the current update has painted (the next frame, then a task of its own),
 * so the click or key that asked for it is answered by that paint first rather than after the task's render
 * (the address write that renders the whole page again). A newer task replaces one still waiting; a task still
 * waiting when the component is hidden or unmounted runs at once, so nothing asked for is lost.
 */
export function useAfterPaint(): (task: () => void) => void {
  const waiting = useRef<Waiting | null>(null);
  const flush = useCallback(() => {
    const due = waiting.current;
    if (!due) return;
    waiting.current = null;
    cancelAnimationFrame(due.frame);
    clearTimeout(due.timer);
    due.task();
  }, []);
  useEffect(() => flush, [flush]);
  return useCallback(
    (task: () => void) => {
      if (waiting.current) {
        waiting.current.task = task;
        return;
      }
      const due: Waiting = { task, frame: 0 };
      due.frame = requestAnimationFrame(() => {
        due.timer = setTimeout(flush);
      });
      waiting.current = due;
    },
    [flush],
  );
}
