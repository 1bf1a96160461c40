import { Anchor, Button, Center, Group, Paper, PasswordInput, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { loginPasswordResetMachine } from '../../../machines/loginPasswordReset.machine.ts';
import { checkResetCode, resetPassword, sendResetCode } from '../../api/auth.ts';
import { message } from '../../ui/message.ts';
import { CAPTCHA_REQUIRED } from '../../rules/captcha.ts';
import { ACCOUNT_REQUIRED, PHONE_CODE_REQUIRED, confirmPasswordProblem } from '../../rules/login.ts';
import { newPasswordProblem } from '../../rules/password.ts';
import { accountPhoneCode } from './accountPhoneCode.ts';
import { standInCaptcha } from '../../api/captcha.ts';
import { PhoneCodeButton } from './PhoneCodeButton.tsx';
import { SliderCaptcha } from '../../ui/widgets/SliderCaptcha.tsx';
import { SLIDER_FIRST, useSliderGate } from '../../ui/widgets/useSliderGate.ts';

const steps = { account: 0, verifying: 0, newPassword: 1, saving: 1, done: 2 } as const;

/** Forgotten password: account and a code to its bound phone, then a new password (change-password rules). */
export default function ForgetPasswordPage() {
  useDocumentTitle('忘记密码 - 代理商后台');
  const [, navigate] = useLocation();
  const accountForm = useForm({
    initialValues: { userName: '', code: '' },
    validate: {
      userName: (value) => (value.trim() === '' ? ACCOUNT_REQUIRED : null),
      code: (value) => (value.trim() === '' ? PHONE_CODE_REQUIRED : null),
    },
  });
  const passwordForm = useForm({
    initialValues: { password: '', confirm: '' },
    validate: { password: newPasswordProblem, confirm: (value, values) => confirmPasswordProblem(value, values.password) },
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && values.confirm !== '') passwordForm.validateField('confirm');
    },
  });

  const reset = useActorRef(
    loginPasswordResetMachine.provide({
      actors: {
        checkCode: fromPromise(({ input }) => checkResetCode(input.userName, input.code, input.captcha)),
        resetPassword: fromPromise(({ input }) => resetPassword(input)),
      },
      actions: { finish: () => message.success('密码已重置，请使用新密码登录') },
    }),
  );
  const resetCode = accountPhoneCode(sendResetCode, 'reset', (text) => accountForm.setFieldError('code', text));
  const phoneCode = useActorRef(resetCode.machine, resetCode.options);

  const state = useSelector(reset, (snapshot) => snapshot.value);
  const { codeError, passwordError } = useSelector(reset, (snapshot) => snapshot.context);

  // After three wrong codes the server wants a passed slider with every check.
  const slider = useSliderGate(codeError);
  const verify = (values: { userName: string; code: string }) => {
    if (slider.missing) {
      accountForm.setFieldError('code', SLIDER_FIRST);
      return;
    }
    reset.send({ type: 'VERIFY', userName: values.userName, code: values.code, captcha: slider.take() });
  };

  const requestCode = () => {
    const problem = accountForm.validateField('userName');
    if (!problem.hasError) phoneCode.send({ type: 'SEND', request: { userName: accountForm.values.userName.trim() } });
  };

  return (
    <Center mih="100vh" p="md" bg="var(--portal-surface-muted)">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={520}>
        <Stack>
          <Title order={2}>找回密码</Title>
          <Stepper active={steps[state]} size="sm">
            <Stepper.Step label="验证身份" />
            <Stepper.Step label="设置新密码" />
            <Stepper.Step label="完成" />
          </Stepper>
          {steps[state] === 0 && (
            <form
              noValidate
              onSubmit={accountForm.onSubmit(verify)}
            >
              <Stack>
                <TextInput label="账号" autoComplete="username" {...accountForm.getInputProps('userName')} />
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <TextInput
                    label="手机验证码"
                    style={{ flex: 1 }}
                    inputMode="numeric"
                    maxLength={6}
                    autoComplete="one-time-code"
                    {...accountForm.getInputProps('code')}
                    error={accountForm.errors.code ?? (slider.passed && codeError === CAPTCHA_REQUIRED ? null : codeError)}
                  />
                  <PhoneCodeButton actor={phoneCode} onPress={requestCode} />
                </Group>
                <Text size="xs" c="dimmed">
                  验证码将发送至账号绑定的手机
                </Text>
                {slider.required && (
                  <SliderCaptcha
                    key={slider.generation}
                    provider={standInCaptcha}
                    onPassed={(pass) => {
                      slider.onPassed(pass);
                      accountForm.clearFieldError('code');
                    }}
                  />
                )}
                <Button type="submit" loading={state === 'verifying'}>
                  下一步
                </Button>
              </Stack>
            </form>
          )}
          {steps[state] === 1 && (
            <form
              noValidate
              onSubmit={passwordForm.onSubmit((values) => reset.send({ type: 'SAVE', password: values.password, agPassWord: values.confirm }))}
            >
              <Stack>
                <PasswordInput label="新密码" autoComplete="new-password" {...passwordForm.getInputProps('password')} />
                <PasswordInput
                  label="确认密码"
                  autoComplete="new-password"
                  {...passwordForm.getInputProps('confirm')}
                  error={passwordForm.errors.confirm ?? passwordError}
                />
                <Group grow>
                  <Button variant="default" onClick={() => reset.send({ type: 'BACK' })} disabled={state === 'saving'}>
                    上一步
                  </Button>
                  <Button type="submit" loading={state === 'saving'}>
                    确定
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
          {state === 'done' && (
            <Stack align="center">
              <Text>密码已重置，原有登录已全部失效。</Text>
              <Button onClick={() => navigate('/login', { replace: true })}>返回登录</Button>
            </Stack>
          )}
          {state !== 'done' && (
            <Anchor component={Link} href="/login" size="sm" ta="center">
              返回登录
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
