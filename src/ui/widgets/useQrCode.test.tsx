import { renderHook, waitFor } from '@testing-library/react';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { useQrCode } from './useQrCode.ts';

const decode = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.split(',')[1], 'base64'));

it('draws the code with four modules of white around it, so a phone can scan it', async () => {
  const text = 'https://pay.example.com/qr/PAY-20261127-0001';
  const { result } = renderHook(() => useQrCode(text, 220));
  await waitFor(() => expect(result.current).not.toBeNull());
  const png = decode(result.current!);
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size;
  const pixelsPerModule = png.width / (modules + 8);
  const dark = (x: number, y: number) => png.data[(y * png.width + x) * 4] < 128;
  const band = Math.floor(4 * pixelsPerModule) - 1;
  // Nothing dark within the quiet zone on any side; the finder pattern starts right after it.
  for (let i = 0; i < png.width; i += 1) {
    for (let d = 0; d < band; d += 1) {
      expect(dark(i, d) || dark(d, i) || dark(i, png.height - 1 - d) || dark(png.width - 1 - d, i)).toBe(false);
    }
  }
  expect(dark(Math.ceil(4 * pixelsPerModule) + 1, Math.ceil(4 * pixelsPerModule) + 1)).toBe(true);
});

it('never shows the code of the previous link while the new one is drawn', async () => {
  const { result, rerender } = renderHook(({ text }) => useQrCode(text, 200), { initialProps: { text: 'https://example.com/a' } });
  await waitFor(() => expect(result.current).not.toBeNull());
  const first = result.current;
  rerender({ text: 'https://example.com/b' });
  expect(result.current).toBeNull();
  await waitFor(() => expect(result.current).not.toBeNull());
  expect(result.current).not.toBe(first);
});
