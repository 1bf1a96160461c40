import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pictureShown, type loginMachine } from '../../../machines/login.machine.ts';
import type { phoneCodeMachine } from '../../../machines/phoneCode.machine.ts';
import type { loginPictureCodeMachine } from '../../../machines/loginPictureCode.machine.ts';
import { loginLooksReady, type LoginField } from '../../rules/login.ts';
import { Link } from 'wouter';
import { standInCaptcha } from '../../api/captcha.ts';
import { PhoneCodeButton } from './PhoneCodeButton.tsx';
import { PictureCodeField } from './PictureCodeField.tsx';
import { SliderCaptcha } from '../../ui/widgets/SliderCaptcha.tsx';

interface AccountLoginFormProps {
  login: ActorRefFrom<typeof loginMachine>;
  phoneCode: ActorRefFrom<typeof phoneCodeMachine>;
  /** Binding mode: the login also links this WeChat account. */
  unionId: string | null;
  pictureCode: ActorRefFrom<typeof loginPictureCodeMachine>;
}

/** Account, password, phone code, the picture code and slider when asked for, and the agreement. */
export function AccountLoginForm({ login, phoneCode, unionId, pictureCode }: AccountLoginFormProps) {
  const form = useForm({ initialValues: { account: '', password: '', authorCode: '', pictureCode: '', agreed: false } });
  const [passwordVisible, passwordVisibility] = useDisclosure(false);
  const fieldErrors = useSelector(login, (snapshot) => snapshot.context.fieldErrors);
  const showPicture = useSelector(login, (snapshot) => pictureShown(snapshot.context));
  const sliderRequired = useSelector(login, (snapshot) => snapshot.context.sliderRequired);
  const sliderGeneration = useSelector(login, (snapshot) => snapshot.context.sliderGeneration);
  const submitting = useSelector(login, (snapshot) => snapshot.value === 'submitting' || snapshot.value === 'weakPassword');

  const field = (name: LoginField) => ({
    ...form.getInputProps(name),
    error: fieldErrors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      form.setFieldValue(name, event.currentTarget.value);
      if (fieldErrors[name]) login.send({ type: 'FIELD_EDITED', field: name });
    },
  });
  const values = form.values;
  const ready = loginLooksReady(values, values.agreed);

  const submit = form.onSubmit((submitted) =>
    login.send({
      type: 'SUBMIT',
      form: submitted,
      agreed: submitted.agreed,
      pictureAnswer: showPicture ? (pictureCode.getSnapshot().context.picture?.answer ?? '') : null,
      unionId,
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="账号" autoComplete="username" {...field('account')} />
        <PasswordInput
          label="密码"
          autoComplete="current-password"
          visible={passwordVisible}
          onVisibilityChange={passwordVisibility.toggle}
          visibilityToggleButtonProps={{ 'aria-label': passwordVisible ? '隐藏密码' : '显示密码' }}
          {...field('password')}
        />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput label="手机验证码" style={{ flex: 1 }} inputMode="numeric" maxLength={6} autoComplete="one-time-code" {...field('authorCode')} />
          <PhoneCodeButton actor={phoneCode} onPress={() => login.send({ type: 'REQUEST_CODE', account: form.values.account })} />
        </Group>
        {showPicture && (
          <PictureCodeField
            actor={pictureCode}
            value={values.pictureCode}
            error={fieldErrors.pictureCode}
            onChange={(value) => {
              form.setFieldValue('pictureCode', value);
              if (fieldErrors.pictureCode) login.send({ type: 'FIELD_EDITED', field: 'pictureCode' });
            }}
          />
        )}
        {sliderRequired && (
          <SliderCaptcha
            key={sliderGeneration}
            provider={standInCaptcha}
            onPassed={(captcha) => login.send({ type: 'CAPTCHA_PASSED', captcha })}
          />
        )}
        <Checkbox
          {...form.getInputProps('agreed', { type: 'checkbox' })}
          label={
            <>
              我已阅读并同意
              <Anchor component={Link} href="/userAgreement" target="_blank">
                《用户协议》
              </Anchor>
              及
              <Anchor component={Link} href="/privacyPolicy" target="_blank">
                《隐私政策》
              </Anchor>
            </>
          }
        />
        {/* Looks inactive until ready, but stays clickable so the click can say what is missing. */}
        <Button type="submit" fullWidth loading={submitting} variant={ready ? 'filled' : 'light'} data-inactive={!ready || undefined}>
          登录
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} href="/forgetPassword" size="sm">
            忘记密码
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
