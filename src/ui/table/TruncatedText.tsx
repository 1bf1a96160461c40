import { Portal } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import classes from './dataTable.module.css';

const FULL_TEXT_WIDTH = 480;
const GAP = 4;
/** Room kept below a cell for its full text; nearer the window's bottom the text shows above the cell. */
const ROOM_BELOW = 80;

/**
 * A cell's text on one line, cut with … where its column is narrower. Cut text shows in full beside the cell
 * on hover and on keyboard focus (a cut cell is a tab stop); text that fits is plain. The full text is drawn
 * only while shown: a floating tooltip per cell made a page of rows slow to sort and to show again.
 */
export function TruncatedText({ text }: { text: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const tipId = useId();
  const [cut, setCut] = useState(false);
  const [shownAt, setShownAt] = useState<{ left: number; top: number; above: boolean } | null>(null);
  const measure = () => {
    const element = box.current;
    const isCut = element !== null && element.scrollWidth > element.clientWidth;
    setCut(isCut);
    return isCut;
  };
  // Measured right after the paint that shows the cell (a frame before anyone can reach it): the layout is fresh
  // then and reading it is cheap, where measuring before that paint forced the whole table's layout ahead of it
  // and laid it out again after (about a fifth of the time from a click on 下一页 to the next page on screen).
  useEffect(() => {
    measure();
  }, [text]);
  const show = () => {
    if (!measure() || !box.current) return;
    const cell = box.current.getBoundingClientRect();
    const above = cell.bottom + ROOM_BELOW > window.innerHeight;
    setShownAt({ left: Math.max(0, Math.min(cell.left, window.innerWidth - FULL_TEXT_WIDTH)), top: above ? cell.top - GAP : cell.bottom + GAP, above });
  };
  const hide = () => setShownAt(null);
  return (
    <>
      <span
        ref={box}
        className={classes.truncated}
        tabIndex={cut ? 0 : undefined}
        data-cut={cut || undefined}
        aria-describedby={shownAt ? tipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        {text}
      </span>
      {shownAt && (
        <Portal>
          <div id={tipId} role="tooltip" className={classes.fullText} style={{ left: shownAt.left, top: shownAt.top, transform: shownAt.above ? 'translateY(-100%)' : undefined }}>
            {text}
          </div>
        </Portal>
      )}
    </>
  );
}
