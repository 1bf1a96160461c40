import { Anchor, Image, Stack } from '@mantine/core';
import { useQrCode } from './useQrCode.ts';

interface LinkQrCodeProps {
  url: string;
  /** The image's text alternative, e.g. 推广二维码. */
  alt: string;
  /** The downloaded PNG's name, without the extension. */
  fileName: string;
}

/** A scannable code of a shared link, downloadable as PNG (下载二维码). */
export function LinkQrCode({ url, alt, fileName }: LinkQrCodeProps) {
  const png = useQrCode(url, 240);
  if (!png) return <div style={{ width: 200, height: 200 }} />;
  return (
    <Stack align="center" gap={4}>
      <Image src={png} w={200} h={200} alt={alt} data-link={url} />
      <Anchor href={png} download={`${fileName}.png`} size="sm">
        下载二维码
      </Anchor>
    </Stack>
  );
}
