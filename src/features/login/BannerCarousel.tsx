import { Anchor, Box, Group, UnstyledButton } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { getLoginBanners } from '../../api/auth.ts';
import type { LoginBanner } from '../../contracts/auth.ts';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { loginConfig } from './config.ts';

/** 5 banners; the carousel advances every 5 s, pauses on hover and wraps. (docs/product.md#limits) */
const BANNER_COUNT = 5;
const ADVANCE_MS = 5000;

export function BannerCarousel() {
  // The banners are decoration: while they load, or when they cannot be read, the plain panel shows.
  const [loaded] = useLoad(() => getLoginBanners(loginConfig.bannerSystemIdentity, BANNER_COUNT), 'loginBanners');
  const banners: LoginBanner[] = loaded.state === 'ready' ? loaded.value : [];
  const [index, setIndex] = useState(0);
  const interval = useInterval(() => setIndex((current) => (current + 1) % Math.max(banners.length, 1)), ADVANCE_MS);

  // The clock that advances the slides, while there is more than one.
  useEffect(() => {
    if (banners.length > 1) interval.start();
    return interval.stop;
  }, [banners.length, interval]);

  if (banners.length === 0) return <Box h="100%" mih={300} bg="green.8" style={{ borderRadius: 8 }} />;
  const banner = banners[index % banners.length];
  return (
    <Box pos="relative" onMouseEnter={interval.stop} onMouseLeave={() => banners.length > 1 && interval.start()} aria-roledescription="carousel">
      <Anchor href={banner.url} target="_blank" rel="noopener noreferrer">
        <img src={banner.picUrl} alt={`宣传图 ${index + 1}`} style={{ width: '100%', display: 'block', borderRadius: 8, aspectRatio: '16 / 9' }} />
      </Anchor>
      <Group gap={0} pos="absolute" bottom={4} left={0} right={0} justify="center">
        {/* Each dot is a 24 px target (WCAG 2.5.8) around the small mark it shows. */}
        {banners.map((item, dot) => (
          <UnstyledButton
            key={item.id}
            aria-label={`第${dot + 1}张`}
            aria-current={dot === index}
            onClick={() => setIndex(dot)}
            miw={24}
            h={24}
            px={2}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <Box w={dot === index ? 20 : 8} h={8} bg={dot === index ? 'white' : 'rgba(255,255,255,0.5)'} style={{ borderRadius: 4 }} />
          </UnstyledButton>
        ))}
      </Group>
    </Box>
  );
}
