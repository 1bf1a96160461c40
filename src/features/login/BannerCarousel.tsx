import { Anchor, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { getLoginBanners } from '../../api/auth.ts';
import type { LoginBanner } from '../../contracts/auth.ts';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { loginConfig } from './config.ts';

/** 5 banners; the carousel advances every 5 s, pauses on hover and wraps. (docs/product.md#limits) */
const BANNER_COUNT = 5;
const ADVANCE_MS = 5000;
const SLIDE = { borderRadius: 8, aspectRatio: '16 / 9' } as const;

/**
 * The portal's own first slide, drawn at once in its colours and words: it shows while the banners load,
 * under a picture that has not arrived yet, and where they cannot be read.
 */
function WelcomeSlide() {
  return (
    <Box
      p="xl"
      c="white"
      style={{ ...SLIDE, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 12, background: 'linear-gradient(135deg, var(--mantine-color-green-8), #1d2b1f)' }}
    >
      <Text fz={30} fw={700} lh={1.3}>云上经营，一站管理</Text>
      <Text fz="md">客户、服务、订单与发票，代理商的全部日常在一个后台完成</Text>
    </Box>
  );
}

export function BannerCarousel() {
  const [loaded] = useLoad(() => getLoginBanners(loginConfig.bannerSystemIdentity, BANNER_COUNT), 'loginBanners');
  const banners: LoginBanner[] = loaded.state === 'ready' ? loaded.value : [];
  const [index, setIndex] = useState(0);
  // The pictures that have arrived: a slide shows its picture only once it can be drawn whole.
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  const interval = useInterval(() => setIndex((current) => (current + 1) % Math.max(banners.length, 1)), ADVANCE_MS);

  // The clock that advances the slides, while there is more than one.
  useEffect(() => {
    if (banners.length > 1) interval.start();
    return interval.stop;
  }, [banners.length, interval]);

  if (banners.length === 0) return <WelcomeSlide />;
  const current = index % banners.length;
  const shown = arrived.has(banners[current].picUrl);
  return (
    <Box pos="relative" onMouseEnter={interval.stop} onMouseLeave={() => banners.length > 1 && interval.start()} aria-roledescription="carousel">
      {!shown && <WelcomeSlide />}
      {/* Every picture is fetched at once (hidden ones too), so the next slide is ready when its turn comes. */}
      {banners.map((item, slide) => (
        <Anchor key={item.id} href={item.url} target="_blank" rel="noopener noreferrer" display={slide === current && shown ? undefined : 'none'}>
          <img
            src={item.picUrl}
            alt={`宣传图 ${slide + 1}`}
            fetchPriority={slide === 0 ? 'high' : undefined}
            onLoad={() => setArrived((before) => new Set(before).add(item.picUrl))}
            style={{ ...SLIDE, width: '100%', display: 'block' }}
          />
        </Anchor>
      ))}
      <Group gap={0} pos="absolute" bottom={4} left={0} right={0} justify="center">
        {/* Each dot is a 24 px target (WCAG 2.5.8) around the small mark it shows. */}
        {banners.map((item, dot) => (
          <UnstyledButton
            key={item.id}
            aria-label={`第${dot + 1}张`}
            aria-current={dot === current}
            onClick={() => setIndex(dot)}
            miw={24}
            h={24}
            px={2}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <Box w={dot === current ? 20 : 8} h={8} bg={dot === current ? 'white' : 'rgba(255,255,255,0.5)'} style={{ borderRadius: 4 }} />
          </UnstyledButton>
        ))}
      </Group>
    </Box>
  );
}
