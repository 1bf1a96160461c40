import { Alert, Anchor, Button, Checkbox, Container, Paper, PasswordInput, Stack, Stepper, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { isSending, isSubmitLocked, registrationMachine, registrationStep } from '../../../machines/registration.machine.ts';
import { registrationHostMachine } from '../../../machines/registrationHost.machine.ts';
import { isHostTaken, registerTrial } from '../../api/register.ts';
import { CAPTCHA_REQUIRED } from '../../rules/captcha.ts';
import { agentNumberFrom, HOST_TAKEN } from '../../rules/registration.ts';
import { message } from '../../ui/message.ts';
import { PhoneFields } from './PhoneFields.tsx';
import { ProductFields } from './ProductFields.tsx';
import { clearDraft, loadDraft, registerErrors, saveDraft, toRequest, type RegisterValues } from './registerForm.ts';
import { usePictureCode } from './usePictureCode.ts';
import { useProductChoices } from './useProductChoices.ts';
import classes from '../../ui/widgets/publicPage.module.css';

// Shown only after a registration went through: not part of what the form needs to be interactive.
const RegisterSuccess = lazy(() => import('./RegisterSuccess.tsx').then((module) => ({ default: module.RegisterSuccess })));

/** Server messages that belong under the phone-code field rather than in a toast. */
const codeMessages = ['手机验证码错误', '该验证码无效', '该验证码错误', '手机号验证错误！'];

/** /register: a prospect opens a trial from an agent's link (AgentNumber), in two steps. */
export default function RegisterPage() {
  useDocumentTitle('免费试用注册');
  const agentNo = agentNumberFrom(useSearch());
  const picture = usePictureCode();
  const [restored] = useState(loadDraft);
  const form = useForm<RegisterValues>({ initialValues: restored, onValuesChange: saveDraft });
  const { values, setFieldError } = form;
  const choices = useProductChoices(values);

  const registration = useActorRef(
    registrationMachine.provide({
      actors: { registerTrial: fromPromise(({ input }) => registerTrial(input)) },
      actions: {
        reportFailure: (_, text) => {
          // The picture code went with the send: a check that needs one again gets a new picture to type.
          if (text === CAPTCHA_REQUIRED) refreshPicture();
          showFailure(setFieldError, text);
        },
        goToLogin: () => navigate('/login'),
      },
    }),
  );
  const step = useSelector(registration, registrationStep);
  const locked = useSelector(registration, isSubmitLocked);
  const sending = useSelector(registration, isSending);
  const trial = useSelector(registration, (snapshot) => snapshot.context.result);

  const hostCheck = useActorRef(registrationHostMachine.provide({ actors: { isHostTaken: fromPromise(({ input }) => isHostTaken(input)) } }));
  const hostTaken = useSelector(hostCheck, (snapshot) => snapshot.value === 'taken');

  // A host restored from the draft is checked as if just typed.
  useEffect(() => {
    if (restored.host) hostCheck.send({ type: 'HOST_CHANGED', host: restored.host });
  }, [hostCheck, restored.host]);

  function refreshPicture() {
    form.setFieldValue('imgCode', '');
    picture.refresh();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    const errors = registerErrors(values, { product: choices.product, pictureAnswer: picture.answer, hostTaken });
    // A wrong answer gets a new picture; the error is set after, as clearing the field clears its error.
    if (errors.imgCode && values.imgCode.trim() !== '') refreshPicture();
    form.setErrors(errors);
    const valid = Object.keys(errors).length === 0;
    registration.send({ type: 'SUBMIT', request: valid ? toRequest(values, agentNo, choices.product) : null });
  }

  const backToLogin = () => {
    if (step === 1) clearDraft();
    registration.send({ type: 'BACK_TO_LOGIN' });
  };

  return (
    <div className={classes.page}>
      <Container size={600} px={{ base: 'xs', sm: 'md' }} py="lg" className={classes.container}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.card}>
          <Stack>
            <Title order={2} ta="center">
              免费试用注册
            </Title>
            <Stepper active={step} size="sm" allowNextStepsSelect={false}>
              <Stepper.Step label="填写信息" />
              <Stepper.Step label="注册成功" />
            </Stepper>
            {step === 1 && trial ? (
              <Suspense>
                <RegisterSuccess trial={trial} onBackToLogin={backToLogin} />
              </Suspense>
            ) : (
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  {!agentNo && (
                    <Alert color="yellow" role="alert">链接中缺少代理商编号，请使用代理商分享的注册链接，否则无法完成注册。</Alert>
                  )}
                  <TextInput label="客户名称" placeholder="选填，如：杭州恒发贸易有限公司" autoComplete="organization" {...form.getInputProps('userName')} />
                  <PasswordInput
                    label="登录密码"
                    description="不填写则使用默认密码；自行设置需8-18位，包含数字、字母和字符"
                    autoComplete="new-password"
                    {...form.getInputProps('password')}
                  />
                  <ProductFields form={form} choices={choices} hostCheck={hostCheck} />
                  <PhoneFields form={form} picture={picture} onRefreshPicture={refreshPicture} />
                  <Checkbox
                    {...form.getInputProps('isCheck', { type: 'checkbox' })}
                    label={
                      <>
                        我已阅读并同意
                        <Anchor href="/userAgreement" target="_blank">《用户协议》</Anchor>及<Anchor href="/privacyPolicy" target="_blank">《隐私政策》</Anchor>
                      </>
                    }
                  />
                  <Button type="submit" size="md" loading={sending} disabled={locked && !sending}>
                    提交注册
                  </Button>
                  <Button variant="subtle" onClick={backToLogin}>
                    返回登录
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        </Paper>
      </Container>
    </div>
  );
}

/** Code and host failures go under their fields; anything else is a toast. The form keeps what was typed. */
function showFailure(setFieldError: (field: keyof RegisterValues, error: string) => void, text: string): void {
  if (codeMessages.includes(text)) setFieldError('telCode', text);
  else if (text === CAPTCHA_REQUIRED) setFieldError('imgCode', text);
  else if (text === HOST_TAKEN) setFieldError('host', text);
  else message.error(text);
}
