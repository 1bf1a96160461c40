import { Tooltip } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import classes from './dataTable.module.css';

/**
 * A cell's text on one line, cut with … where its column is narrower. Cut text shows in full in a tooltip
 * on hover and on keyboard focus (a cut cell is a tab stop); text that fits is plain. Only a cut cell has a
 * tooltip at all: a page of rows would otherwise mount one per cell, which made showing a list again slow.
 */
export function TruncatedText({ text }: { text: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);
  const measure = () => {
    const element = box.current;
    const isCut = element !== null && element.scrollWidth > element.clientWidth;
    setCut(isCut);
    return isCut;
  };
  // Measured before the first paint, so a cell becomes cut (and gets its tooltip) before anyone can focus it.
  useLayoutEffect(() => {
    measure();
  }, [text]);
  const span = (
    <span
      ref={box}
      className={classes.truncated}
      tabIndex={cut ? 0 : undefined}
      data-cut={cut || undefined}
      onMouseEnter={() => setOpen(measure())}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(measure())}
      onBlur={() => setOpen(false)}
    >
      {text}
    </span>
  );
  if (!cut) return span;
  return (
    <Tooltip label={text} opened={open} multiline maw={480} openDelay={0}>
      {span}
    </Tooltip>
  );
}
