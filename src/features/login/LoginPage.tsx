import { Alert, Anchor, Box, Center, Grid, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { loginMachine } from '../../../machines/login.machine.ts';
import { loginPictureCodeMachine } from '../../../machines/loginPictureCode.machine.ts';
import { weakPasswordMachine } from '../../../machines/weakPassword.machine.ts';
import { wechatLoginMachine } from '../../../machines/wechatLogin.machine.ts';
import { ignoreSamplePassword, login, loginWechat, loginWechatAndBind, onServerSignOutPending, sendLoginCode, serverSignOutPending } from '../../api/auth.ts';
import { legacyCredentials } from '../../api/menu.ts';
import { clearToken, setToken } from '../../api/token.ts';
import { message } from '../../ui/message.ts';
import { AccountLoginForm } from './AccountLoginForm.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { accountPhoneCode } from './accountPhoneCode.ts';
import { clearSessionForLogin, readErrorCount, readWechatState, saveErrorCount } from './loginStorage.ts';
import { loadPicture } from './PictureCodeField.tsx';
import { WeakPasswordPrompt } from './WeakPasswordPrompt.tsx';
import { WechatQrPanel } from './WechatQrPanel.tsx';
import { homeScreens } from '../../contracts/screens/home.ts';

/** Opened offline while signed in: signed out here, the server told once the network is back. */
export const SIGN_OUT_PENDING_NOTE = '网络已断开：已在本机退出登录，恢复连接后将同时在服务器上结束本次登录';

const BINDING_NOTE = '该微信尚未绑定代理商账号，请使用已有账号登录，登录成功后将自动完成绑定。';

/** /login, / and /wxLogin (WeChat's redirect target, with code and state). */
export default function LoginPage() {
  useDocumentTitle('登录 - 代理商后台');
  const [, navigate] = useLocation();
  const pictureCode = useActorRef(loginPictureCodeMachine.provide({ actors: { loadPicture: fromPromise(loadPicture) } }));
  const goHome = () => navigate(homeScreens.homePage.path, { replace: true });

  const wechat = useActorRef(
    wechatLoginMachine.provide({
      actors: { exchangeCode: fromPromise(({ input }) => loginWechat(input.code, input.state)) },
      actions: {
        toast: (_, text) => message.error(text),
        storeToken: (_, token) => setToken(token),
        goHome,
        promptWeakPassword: (_, tokenData) => loginActor.send({ type: 'WEAK_TOKEN', tokenData }),
      },
    }),
    { input: wechatArrival() },
  );

  const loginActor = useActorRef(
    loginMachine.provide({
      actors: {
        signIn: fromPromise(({ input }) => {
          const request = {
            Username: input.form.account.trim(),
            password: input.form.password,
            accountType: 2 as const,
            authorCode: input.form.authorCode.trim(),
            ...(input.captcha ? { captcha: input.captcha } : {}),
          };
          const signedIn = input.unionId ? loginWechatAndBind({ ...request, unionId: input.unionId }) : login(request);
          // The old system's pages sign in with the same account: held in memory for this session only.
          return signedIn.then((tokenData) => {
            legacyCredentials.remember({ account: request.Username, pwd: request.password });
            return tokenData;
          });
        }),
        weakPassword: weakPasswordMachine.provide({
          actors: { ignoreOnce: fromPromise(({ input }) => ignoreSamplePassword(input.token)) },
          actions: { showInfo: (_, text) => message.info(text) },
        }),
      },
      actions: {
        toast: (_, text) => message.error(text),
        sendPhoneCode: (_, account) => phoneCode.send({ type: 'SEND', request: { userName: account } }),
        refreshPictureCode: () => pictureCode.send({ type: 'REFRESH' }),
        saveErrorCount: (_, count) => saveErrorCount(count),
        storeToken: (_, token) => setToken(token),
        dropToken: clearToken,
        goHome,
      },
    }),
    { input: { errorCount: readErrorCount() } },
  );

  const loginCode = accountPhoneCode(sendLoginCode, 'login', (text) => loginActor.send({ type: 'CODE_FAILED', message: text }));
  const phoneCode = useActorRef(loginCode.machine, loginCode.options);

  useEffect(clearSessionForLogin, []);
  const signOutPending = useSyncExternalStore(onServerSignOutPending, serverSignOutPending);

  const mode = useSelector(wechat, (snapshot) => snapshot.value);
  const unionId = useSelector(wechat, (snapshot) => snapshot.context.unionId);
  const loginState = useSelector(loginActor, (snapshot) => snapshot.value);
  const weakPrompt = useSelector(loginActor, (snapshot) => snapshot.children.weakPassword);

  return (
    <Center mih="100vh" p="md" bg="var(--portal-surface-muted)">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={1080}>
        <Grid gutter="xl" align="center">
          <Grid.Col span={{ base: 12, md: 7 }} visibleFrom="sm">
            <BannerCarousel />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Title order={2}>代理商后台</Title>
              {signOutPending && (
                <Alert color="yellow" role="status">
                  {SIGN_OUT_PENDING_NOTE}
                </Alert>
              )}
              {mode === 'checkingState' || mode === 'exchanging' || mode === 'succeeded' ? (
                <Group py="xl" justify="center">
                  <Loader size="sm" />
                  <Text>正在通过微信登录…</Text>
                </Group>
              ) : (
                <>
                  <SegmentedControl
                    fullWidth
                    aria-label="登录方式"
                    value={mode === 'qrShown' ? 'qr' : 'account'}
                    onChange={(value) => wechat.send({ type: value === 'qr' ? 'SHOW_QR' : 'SHOW_ACCOUNT_FORM' })}
                    data={[
                      { label: '账号登录', value: 'account' },
                      { label: '微信扫码登录', value: 'qr', disabled: mode === 'binding' },
                    ]}
                  />
                  {mode === 'binding' && (
                    <Alert color="yellow" title="绑定微信">
                      {BINDING_NOTE}
                      <Anchor component="button" type="button" size="sm" ml="xs" onClick={() => wechat.send({ type: 'CANCEL_BINDING' })}>
                        取消绑定
                      </Anchor>
                    </Alert>
                  )}
                  {mode === 'qrShown' ? (
                    <WechatQrPanel />
                  ) : (
                    <AccountLoginForm login={loginActor} phoneCode={phoneCode} unionId={unionId} pictureCode={pictureCode} />
                  )}
                </>
              )}
              <Box ta="center">
                <Text size="xs" c="dimmed">
                  <Anchor component={Link} href="/userAgreement" size="xs">
                    用户协议
                  </Anchor>
                  {' · '}
                  <Anchor component={Link} href="/privacyPolicy" size="xs">
                    隐私政策
                  </Anchor>
                </Text>
              </Box>
            </Stack>
          </Grid.Col>
        </Grid>
      </Paper>
      {loginState === 'weakPassword' && weakPrompt && (
        <WeakPasswordPrompt actor={weakPrompt as ActorRefFrom<typeof weakPasswordMachine>} />
      )}
      <ChangePasswordDialog opened={loginState === 'changingPassword'} onClose={() => loginActor.send({ type: 'PASSWORD_DIALOG_CLOSED' })} />
    </Center>
  );
}

/** On /wxLogin, the code and state WeChat's redirect brought, and the state this browser issued. */
function wechatArrival() {
  if (location.pathname.toLowerCase() !== '/wxlogin') return {};
  const query = new URLSearchParams(location.search);
  return { code: query.get('code'), state: query.get('state'), expectedState: readWechatState() };
}
