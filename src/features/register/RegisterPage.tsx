import { Alert, Anchor, Button, Checkbox, Container, Group, Image, NumberInput, Paper, PasswordInput, Select, Stack, Stepper, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { phoneCodeLabel, phoneCodeMachine } from '../../../machines/phoneCode.machine.ts';
import { isSending, isSubmitLocked, registrationMachine, registrationStep } from '../../../machines/registration.machine.ts';
import { hostCheckMessage, registrationHostMachine } from '../../../machines/registrationHost.machine.ts';
import { sendCodeWithMessages } from '../../api/gift.ts';
import { getRegions, getRegisterProducts, getVersions, isHostTaken, registerTrial, sendRegisterCode } from '../../api/register.ts';
import { phoneDigits } from '../../rules/phone.ts';
import { agentNumberFrom, HOST_MAX, HOST_TAKEN, imgCodeProblem, minUserCount, needsHost, telProblem, USER_COUNT_MAX } from '../../rules/registration.ts';
import { message } from '../../ui/message.ts';
import { RegisterSuccess } from './RegisterSuccess.tsx';
import { clearDraft, loadDraft, registerErrors, saveDraft, toRequest, type RegisterValues } from './registerForm.ts';
import { usePictureCode } from './usePictureCode.ts';
import { useRemoteList } from './useRemoteList.ts';

const CODE_DEADLINE_KEY = 'portal.register.codeDeadline';
/** Server messages that belong under the phone-code field rather than in a toast. */
const codeMessages = ['手机验证码错误', '该验证码无效', '该验证码错误', '手机号验证错误！'];

export default function RegisterPage() {
  useDocumentTitle('免费试用注册');
  const agentNo = agentNumberFrom(useSearch());
  const picture = usePictureCode();
  const [restored] = useState(loadDraft);
  const form = useForm<RegisterValues>({ initialValues: restored, onValuesChange: saveDraft });
  const { setFieldError } = form;
  const { values } = form;

  const products = useRemoteList('products', getRegisterProducts);
  const product = products.items.find((item) => String(item.id) === values.productId);
  const versions = useRemoteList(`versions:${values.productId}`, values.productId ? () => getVersions(Number(values.productId)) : null);
  const regions = useRemoteList(
    `regions:${values.productId}:${values.versonId}`,
    values.productId && values.versonId ? () => getRegions(Number(values.productId), Number(values.versonId)) : null,
  );

  const registration = useActorRef(
    registrationMachine.provide({
      actors: { registerTrial: fromPromise(({ input }) => registerTrial(input)) },
      actions: {
        reportFailure: (_, text) => showFailure(setFieldError, text),
        goToLogin: () => navigate('/login'),
      },
    }),
  );
  const step = useSelector(registration, registrationStep);
  const locked = useSelector(registration, isSubmitLocked);
  const sending = useSelector(registration, isSending);
  const trial = useSelector(registration, (snapshot) => snapshot.context.result);

  const hostCheck = useActorRef(registrationHostMachine.provide({ actors: { isHostTaken: fromPromise(({ input }) => isHostTaken(input)) } }));
  const hostState = useSelector(hostCheck, (snapshot) => snapshot.value);
  const hostMessage = useSelector(hostCheck, hostCheckMessage);

  const phoneCode = useActorRef(
    phoneCodeMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => {
          const { tel, captcha } = input as { tel: string; captcha: string };
          return sendCodeWithMessages(tel, () => sendRegisterCode(tel, captcha));
        }),
      },
      actions: {
        saveDeadline: (_, deadline) => saveCodeDeadline(deadline),
        reportFailure: (_, text) => message.error(text),
      },
    }),
    { input: { deadline: Number(sessionStorage.getItem(CODE_DEADLINE_KEY)) || null } },
  );
  const codeLabel = useSelector(phoneCode, phoneCodeLabel);
  const canSendCode = useSelector(phoneCode, (snapshot) => snapshot.value === 'idle' || snapshot.value === 'resend');

  // A host restored from the draft is checked as if just typed.
  useEffect(() => {
    if (restored.host) hostCheck.send({ type: 'HOST_CHANGED', host: restored.host });
  }, [hostCheck, restored.host]);

  function chooseProduct(productId: string | null) {
    const chosen = products.items.find((item) => String(item.id) === productId);
    form.setValues({ productId, versonId: null, localityId: null, userCount: minUserCount(chosen?.productTypeName), host: '' });
    hostCheck.send({ type: 'CLEAR' });
  }

  function sendCode() {
    const errors = { tel: telProblem(values.tel), imgCode: imgCodeProblem(values.imgCode, picture.answer) };
    // A wrong answer gets a new picture; the error is set after, as clearing the field clears its error.
    if (errors.imgCode && values.imgCode.trim() !== '') refreshPicture();
    form.setErrors({ ...form.errors, ...errors });
    if (errors.tel || errors.imgCode) return;
    phoneCode.send({ type: 'SEND', request: { tel: values.tel, captcha: values.imgCode.trim() } });
  }

  function refreshPicture() {
    form.setFieldValue('imgCode', '');
    picture.refresh();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    const errors = registerErrors(values, { product, pictureAnswer: picture.answer, hostTaken: hostState === 'taken' });
    if (errors.imgCode && values.imgCode.trim() !== '') refreshPicture();
    form.setErrors(errors);
    const valid = Object.keys(errors).length === 0;
    registration.send({ type: 'SUBMIT', request: valid ? toRequest(values, agentNo, product) : null });
  }

  const backToLogin = () => {
    if (step === 1) clearDraft();
    registration.send({ type: 'BACK_TO_LOGIN' });
  };

  return (
    <Container size={600} px={{ base: 'xs', sm: 'md' }} py="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack>
          <Title order={2} ta="center">
            免费试用注册
          </Title>
          <Stepper active={step} size="sm" allowNextStepsSelect={false}>
            <Stepper.Step label="填写信息" />
            <Stepper.Step label="注册成功" />
          </Stepper>
          {step === 1 && trial ? (
            <RegisterSuccess trial={trial} onBackToLogin={backToLogin} />
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                {!agentNo && (
                  <Alert color="yellow">链接中缺少代理商编号，请使用代理商分享的注册链接，否则无法完成注册。</Alert>
                )}
                <TextInput label="客户名称" placeholder="选填，如：杭州恒发贸易有限公司" autoComplete="organization" {...form.getInputProps('userName')} />
                <PasswordInput
                  label="登录密码"
                  description="不填写则使用默认密码；自行设置需8-18位，包含数字、字母和字符"
                  autoComplete="new-password"
                  {...form.getInputProps('password')}
                />
                <Select
                  label="产品"
                  placeholder={products.loading ? '加载中…' : '请选择产品'}
                  data={products.items.map((item) => ({ value: String(item.id), label: item.productName }))}
                  allowDeselect={false}
                  withAsterisk
                  {...form.getInputProps('productId')}
                  onChange={chooseProduct}
                />
                <Select
                  label="版本"
                  placeholder={values.productId ? '请选择版本' : '请先选择产品'}
                  data={versions.items.map((item) => ({ value: String(item.id), label: item.versonName }))}
                  disabled={!values.productId}
                  allowDeselect={false}
                  withAsterisk
                  {...form.getInputProps('versonId')}
                  onChange={(versonId) => form.setValues({ versonId, localityId: null })}
                />
                <Select
                  label="服务器区域"
                  placeholder={values.versonId ? '请选择服务器区域' : '请先选择版本'}
                  data={regions.items.map((item) => ({ value: String(item.id), label: item.agentDisplayName }))}
                  disabled={!values.versonId}
                  allowDeselect={false}
                  withAsterisk
                  {...form.getInputProps('localityId')}
                />
                {needsHost(product) && (
                  <TextInput
                    label="域名前缀"
                    placeholder="仅限字母，如：hengfa"
                    description={hostState === 'checking' || hostState === 'waiting' ? '正在检查域名前缀…' : hostState === 'available' ? '该域名前缀可以使用' : `纯字母，最多${HOST_MAX}位`}
                    maxLength={HOST_MAX * 2}
                    autoCapitalize="off"
                    autoComplete="off"
                    withAsterisk
                    {...form.getInputProps('host')}
                    error={hostMessage ?? form.errors.host}
                    onChange={(event) => {
                      form.setFieldValue('host', event.currentTarget.value);
                      hostCheck.send({ type: 'HOST_CHANGED', host: event.currentTarget.value });
                    }}
                  />
                )}
                <NumberInput
                  label="用户数"
                  description={`${minUserCount(product?.productTypeName)}-${USER_COUNT_MAX}的整数`}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  withAsterisk
                  {...form.getInputProps('userCount')}
                />
                <Group align="flex-end" wrap="nowrap" gap="xs">
                  <TextInput label="图形验证码" style={{ flex: 1 }} autoComplete="off" maxLength={8} withAsterisk {...form.getInputProps('imgCode')} />
                  <UnstyledButton onClick={refreshPicture} aria-label="看不清，换一张" title="看不清，换一张" mb={form.errors.imgCode ? 22 : 0}>
                    {picture.src ? <Image src={picture.src} alt="图形验证码" w={110} h={36} radius="sm" /> : <Text size="sm" w={110} ta="center">加载中…</Text>}
                  </UnstyledButton>
                </Group>
                <TextInput
                  label="手机号"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  withAsterisk
                  {...form.getInputProps('tel')}
                  onChange={(event) => form.setFieldValue('tel', phoneDigits(event.currentTarget.value))}
                />
                <Group align="flex-start" wrap="nowrap" gap="xs">
                  <TextInput label="手机验证码" inputMode="numeric" autoComplete="one-time-code" style={{ flex: 1 }} withAsterisk {...form.getInputProps('telCode')} />
                  <Button variant="light" mt={25} w={112} px={4} disabled={!canSendCode} onClick={sendCode}>
                    {codeLabel}
                  </Button>
                </Group>
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
  );
}

function saveCodeDeadline(deadline: number | null): void {
  if (deadline === null) sessionStorage.removeItem(CODE_DEADLINE_KEY);
  else sessionStorage.setItem(CODE_DEADLINE_KEY, String(deadline));
}

/** Code and host failures go under their fields; anything else is a toast. The form keeps what was typed. */
function showFailure(setFieldError: (field: keyof RegisterValues, error: string) => void, text: string): void {
  if (codeMessages.includes(text)) setFieldError('telCode', text);
  else if (text === HOST_TAKEN) setFieldError('host', text);
  else message.error(text);
}
