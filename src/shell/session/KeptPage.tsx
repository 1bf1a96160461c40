import { Box } from '@mantine/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { PageMemoryContext } from '../../ui/pageMemory.ts';
import { pageMemory } from './keptSession.ts';
import { applyMark, elementAt, isScrollMarks, pathTo, withMark, type ScrollMark } from './scrollMarks.ts';

const SCROLL_KEY = 'scroll';
/**
 * How long a page that came back keeps it at its kept scroll while its rows arrive, unless the user moves first: the
 * whole time, not only until it first got there (a late answer that redraws the rows shrinks the page for a moment,
 * and the box's scroll is cut short with it).
 */
const RESTORE_FOR_MS = 8_000;
const RESTORE_TICK_MS = 100;
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * The box a tab's page scrolls in, with what the page keeps (docs/product.md#tabs): where it and the elements in it
 * were scrolled come back when the page mounts again (after a reload, or shown again after being hidden), once its
 * content is tall enough — unless the user scrolls, types or clicks first.
 */
export function KeptPage({ instance, url, children }: { instance: number; url: string; children: ReactNode }) {
  const path = url.split(/[?#]/)[0];
  const memory = useMemo(() => pageMemory(instance, path), [instance, path]);
  const box = useRef<HTMLDivElement>(null);
  const restoring = useRef(false);

  useEffect(() => {
    const element = box.current;
    const kept = memory.read(SCROLL_KEY);
    if (!element || !isScrollMarks(kept) || kept.length === 0) return;
    restoring.current = true;
    const started = performance.now();
    const stop = () => {
      restoring.current = false;
      clearInterval(timer);
      USER_MOVES.forEach((type) => element.removeEventListener(type, stop, true));
    };
    const tick = () => {
      for (const mark of kept) {
        const target = elementAt(element, mark.path);
        if (target) applyMark(target, mark);
      }
      if (performance.now() - started > RESTORE_FOR_MS) stop();
    };
    const timer = setInterval(tick, RESTORE_TICK_MS);
    USER_MOVES.forEach((type) => element.addEventListener(type, stop, true));
    tick();
    return stop;
  }, [memory]);

  // Scroll events do not bubble: they are heard on their way down. One write per frame at most, of every element
  // kept or scrolled since, read as it is now (a wheel scrolls a table and then, chained, its page in one frame).
  const pending = useRef<Set<Element> | null>(null);
  const onScroll = (event: React.UIEvent) => {
    if (restoring.current || !box.current || !(event.target instanceof Element)) return;
    if (pending.current) return void pending.current.add(event.target);
    pending.current = new Set([event.target]);
    requestAnimationFrame(() => {
      const root = box.current;
      const scrolled = pending.current ?? new Set<Element>();
      pending.current = null;
      if (!root) return;
      const kept = memory.read(SCROLL_KEY);
      const earlier = (isScrollMarks(kept) ? kept : [])
        .map((mark) => elementAt(root, mark.path))
        .filter((element): element is Element => element !== null && !scrolled.has(element));
      const marks = [...earlier, ...scrolled].reduce<ScrollMark[]>((all, element) => {
        const at = pathTo(root, element);
        return at ? withMark(all, { path: at, top: Math.round(element.scrollTop), left: Math.round(element.scrollLeft) }) : all;
      }, []);
      memory.write(SCROLL_KEY, marks);
    });
  };

  return (
    <PageMemoryContext.Provider value={memory}>
      <Box ref={box} h="100%" style={{ overflow: 'auto' }} onScrollCapture={onScroll}>
        {children}
      </Box>
    </PageMemoryContext.Provider>
  );
}
