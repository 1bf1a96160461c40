import { Tooltip } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import classes from './dataTable.module.css';

/**
 * A cell's text on one line, cut with … where its column is narrower. Cut text shows in full in a tooltip
 * on hover and on keyboard focus (a cut cell is a tab stop); text that fits is plain.
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
  useLayoutEffect(() => {
    measure();
  }, [text]);
  return (
    <Tooltip label={text} opened={open && cut} multiline maw={480} openDelay={0}>
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
    </Tooltip>
  );
}
