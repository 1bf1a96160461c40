import { useLayoutEffect, useRef, useState } from 'react';

/**
 * An element's width, measured before its first paint and again only when the width changes. A table
 * sized by it is not rendered again as it grows taller with its rows, nor when its tab is shown again
 * (a hidden tab's effects stop: the width is measured again on showing, and is the same).
 */
export function useElementWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
