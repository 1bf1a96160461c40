import { Anchor, Image, Stack } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Modules of white around the code: scanners need four (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

interface LinkQrCodeProps {
  url: string;
  /** The image's text alternative, e.g. 推广二维码. */
  alt: string;
  /** The downloaded PNG's name, without the extension. */
  fileName: string;
}

/** A scannable code of a shared link, downloadable as PNG (下载二维码). */
export function LinkQrCode({ url, alt, fileName }: LinkQrCodeProps) {
  const [png, setPng] = useState<{ url: string; data: string } | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { width: 240, margin: QR_QUIET_ZONE, errorCorrectionLevel: 'M' }).then((data) => live && setPng({ url, data }));
    return () => {
      live = false;
    };
  }, [url]);
  if (png?.url !== url) return <div style={{ width: 200, height: 200 }} />;
  return (
    <Stack align="center" gap={4}>
      <Image src={png.data} w={200} h={200} alt={alt} data-link={url} />
      <Anchor href={png.data} download={`${fileName}.png`} size="sm">
        下载二维码
      </Anchor>
    </Stack>
  );
}
