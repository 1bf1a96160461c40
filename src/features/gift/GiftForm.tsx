import { Alert, Anchor, Button, Checkbox, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { phoneCodeLabel } from '../../../machines/phoneCode.machine.ts';
import type { CaptchaPass } from '../../contracts/captcha.ts';
import { standInCaptcha } from '../../api/captcha.ts';
import { phoneCodeSender, sendGiftCode } from '../../api/gift.ts';
import { giftAgreementProblem, giftCodeDigits, giftCodeProblem, giftPhoneProblem, type GiftType } from '../../rules/gift.ts';
import { phoneDigits } from '../../rules/phone.ts';
import { message } from '../../ui/message.ts';
import { SliderCaptcha } from '../../ui/widgets/SliderCaptcha.tsx';
import { SLIDER_FIRST, useSliderGate } from '../../ui/widgets/useSliderGate.ts';

const CODE_DEADLINE_KEY = 'portal.gift.codeDeadline';
const PHONE_KEY = 'portal.gift.phone';

interface GiftFormValues {
  phone: string;
  code: string;
  agreed: boolean;
}

interface GiftFormProps {
  giftType: GiftType;
  submitting: boolean;
  /** Why the last claim failed, shown once above the button until the next try. */
  error: string | null;
  /** `captcha`: the slider pass the server asked for after wrong codes. */
  onSubmit: (phone: string, code: string, captcha?: CaptchaPass) => void;
}

/** Phone, code with its send link, agreement and submit (Gift form; docs/product.md#routes). */
export function GiftForm({ giftType, submitting, error, onSubmit }: GiftFormProps) {
  const form = useForm<GiftFormValues>({
    initialValues: { phone: sessionStorage.getItem(PHONE_KEY) ?? '', code: '', agreed: false },
    onValuesChange: (values) => sessionStorage.setItem(PHONE_KEY, values.phone),
  });
  const [sender] = useState(() => phoneCodeSender(CODE_DEADLINE_KEY, ({ phone }) => sendGiftCode(giftType, phone)));
  const phoneCode = useActorRef(sender.machine, { input: sender.input });
  const codeLabel = useSelector(phoneCode, phoneCodeLabel);
  const canSend = useSelector(phoneCode, (snapshot) => snapshot.value === 'idle' || snapshot.value === 'resend');
  const slider = useSliderGate(error);

  function sendCode() {
    const problem = giftPhoneProblem(form.values.phone);
    if (problem) {
      form.setFieldError('phone', problem);
      return;
    }
    phoneCode.send({ type: 'SEND', request: { phone: form.values.phone } });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { phone, code, agreed } = form.values;
    const errors = { phone: giftPhoneProblem(phone), code: giftCodeProblem(code) };
    form.setErrors(errors);
    if (errors.phone || errors.code) return;
    // The agreement sits below the button: its message is a toast, where the visitor is looking.
    const agreement = giftAgreementProblem(agreed);
    if (agreement) {
      message.warning(agreement);
      return;
    }
    if (slider.missing) {
      message.warning(SLIDER_FIRST);
      return;
    }
    onSubmit(phone, code, slider.take());
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="手机号"
          placeholder="请输入手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          size="md"
          {...form.getInputProps('phone')}
          onChange={(event) => form.setFieldValue('phone', phoneDigits(event.currentTarget.value))}
        />
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            label="验证码"
            placeholder="请输入验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            size="md"
            style={{ flex: 1 }}
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', giftCodeDigits(event.currentTarget.value))}
          />
          <Button variant="subtle" mt={28} px={6} w={104} disabled={!canSend} onClick={sendCode}>
            {codeLabel}
          </Button>
        </Group>
        {slider.required && <SliderCaptcha key={slider.generation} provider={standInCaptcha} onPassed={slider.onPassed} />}
        {error && !submitting && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          radius="xl"
          aria-busy={submitting}
          leftSection={submitting ? <Loader size="xs" color="white" /> : null}
        >
          {giftType === 1 ? '立即注册' : '登录领取'}
        </Button>
        <Checkbox
          {...form.getInputProps('agreed', { type: 'checkbox' })}
          label={
            <>
              我已阅读并同意
              <Anchor href="/userAgreement" target="_blank">
                《用户协议&隐私保护条款》
              </Anchor>
            </>
          }
        />
      </Stack>
    </form>
  );
}
