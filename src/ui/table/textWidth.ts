/**
 * The pixels a line of text takes in the portal's font, measured on a canvas (no layout of the page is forced);
 * where no canvas is at hand (tests in jsdom), estimated: a CJK character an em, others six tenths of one.
 */
let context: OffscreenCanvasRenderingContext2D | null | undefined;
let family = '';
let lastFont = '';

function canvas(): OffscreenCanvasRenderingContext2D | null {
  if (context === undefined) {
    context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
    family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  }
  return context;
}

export function textWidth(text: string, fontSize: number, weight = 400): number {
  const measure = canvas();
  if (!measure) return [...text].reduce((width, char) => width + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? fontSize : fontSize * 0.6), 0);
  const font = `${weight} ${fontSize}px ${family}`;
  // Setting the font parses it each time, even when it is the one set: a table measures hundreds of texts in a few fonts.
  if (font !== lastFont) {
    measure.font = font;
    lastFont = font;
  }
  return measure.measureText(text).width;
}
