import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Modules of white around the code: scanners need four (ISO/IEC 18004). */
const QR_QUIET_ZONE = 4;

/** A scannable PNG (data URL) of `text`, `width` px wide with its quiet zone; null until it is drawn for this text. */
export function useQrCode(text: string, width: number): string | null {
  const [png, setPng] = useState<{ text: string; data: string } | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { width, margin: QR_QUIET_ZONE, errorCorrectionLevel: 'M' }).then((data) => live && setPng({ text, data }));
    return () => {
      live = false;
    };
  }, [text, width]);
  return png?.text === text ? png.data : null;
}
