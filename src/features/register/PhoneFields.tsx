import { Button, Group, Image, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { phoneCodeLabel } from '../../../machines/phoneCode.machine.ts';
import { phoneCodeSender } from '../../api/gift.ts';
import { sendRegisterCode } from '../../api/register.ts';
import { phoneDigits } from '../../rules/phone.ts';
import { imgCodeProblem, telProblem } from '../../rules/registration.ts';
import type { RegisterValues } from './registerForm.ts';
import type { PictureCodeState } from './usePictureCode.ts';

/** Kept so a reload resumes the countdown (a deadline, never the code). */
const CODE_DEADLINE_KEY = 'portal.register.codeDeadline';

interface PhoneFieldsProps {
  form: UseFormReturnType<RegisterValues>;
  picture: PictureCodeState;
  /** A new picture, clearing the answer typed for the old one. */
  onRefreshPicture: () => void;
}

/** Picture code, phone and phone code: a code is sent only once the picture code is right. */
export function PhoneFields({ form, picture, onRefreshPicture }: PhoneFieldsProps) {
  const { values } = form;
  const [sender] = useState(() => phoneCodeSender(CODE_DEADLINE_KEY, ({ phone, captcha }) => sendRegisterCode(phone, captcha)));
  const phoneCode = useActorRef(sender.machine, { input: sender.input });
  const codeLabel = useSelector(phoneCode, phoneCodeLabel);
  const canSendCode = useSelector(phoneCode, (snapshot) => snapshot.value === 'idle' || snapshot.value === 'resend');

  function sendCode() {
    const errors = { tel: telProblem(values.tel), imgCode: imgCodeProblem(values.imgCode, picture.answer) };
    // A wrong answer gets a new picture; the error is set after, as clearing the field clears its error.
    if (errors.imgCode && values.imgCode.trim() !== '') onRefreshPicture();
    form.setErrors({ ...form.errors, ...errors });
    if (errors.tel || errors.imgCode) return;
    phoneCode.send({ type: 'SEND', request: { phone: values.tel, captcha: values.imgCode.trim() } });
  }

  return (
    <>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <TextInput label="图形验证码" style={{ flex: 1 }} autoComplete="off" maxLength={8} withAsterisk {...form.getInputProps('imgCode')} />
        <UnstyledButton onClick={onRefreshPicture} aria-label="看不清，换一张" title="看不清，换一张" mt={25}>
          {picture.src ? (
            <Image src={picture.src} alt="图形验证码" w={110} h={36} radius="sm" />
          ) : (
            <Text size="sm" w={110} ta="center">
              加载中…
            </Text>
          )}
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
    </>
  );
}
