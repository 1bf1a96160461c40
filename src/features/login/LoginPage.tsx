import { Alert, Button, Checkbox, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { login } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { clearSession } from '../../api/session.ts';
import { setToken } from '../../api/token.ts';

export default function LoginPage() {
  useDocumentTitle('登录 - 代理商后台');
  const [, navigate] = useLocation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(clearSession, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account) return setError('请填写账号');
    if (!password) return setError('请填写密码');
    if (!agreed) return setError('请阅读并同意用户协议及隐私政策');
    setBusy(true);
    try {
      const data = await login({ Username: account, password, accountType: 2 });
      setToken(data.token);
      navigate('/homePage', { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '登录失败');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack align="center" justify="center" mih="100vh" p="md">
      <Paper withBorder p="xl" w={380} component="form" onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>代理商后台</Title>
          <TextInput label="账号" value={account} onChange={(e) => setAccount(e.currentTarget.value)} autoComplete="username" />
          <PasswordInput label="密码" value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="current-password" />
          <Checkbox
            checked={agreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
            label={
              <>
                我已阅读并同意<Link href="/userAgreement">《用户协议》</Link>及<Link href="/privacyPolicy">《隐私政策》</Link>
              </>
            }
          />
          {error && <Alert color="red">{error}</Alert>}
          <Button type="submit" loading={busy}>
            登录
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
