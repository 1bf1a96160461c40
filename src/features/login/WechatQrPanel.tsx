import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { loginConfig } from './config.ts';
import { issueWechatState } from './loginStorage.ts';

declare global {
  interface Window {
    WxLogin?: new (options: { id: string; appid: string; scope: string; redirect_uri: string; state: string }) => unknown;
  }
}

const QR_HOST_ID = 'wechat-login-qr';
let scriptLoad: Promise<void> | null = null;

/** Loads the (hosted or stand-in) WxLogin script once per page. */
function loadWxLoginScript(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = loginConfig.wechatScriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoad = null;
      script.remove();
      reject(new Error('script'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

/** The WeChat QR: the script frames it here and, once the phone confirms, sends the page to /wxLogin. */
export function WechatQrPanel() {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadWxLoginScript().then(
      () => {
        if (!current || !window.WxLogin) return;
        new window.WxLogin({
          id: QR_HOST_ID,
          appid: loginConfig.wechatAppId,
          scope: 'snsapi_login',
          redirect_uri: `${location.origin}/wxLogin`,
          state: issueWechatState(),
        });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (failed) {
    return (
      <Stack align="center" py="xl">
        <Text c="red">二维码加载失败，请检查网络后重试</Text>
        <Button
          variant="light"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          重新加载
        </Button>
      </Stack>
    );
  }
  return (
    <Center id={QR_HOST_ID} mih={360}>
      <Loader role="status" aria-label="二维码加载中" />
    </Center>
  );
}
