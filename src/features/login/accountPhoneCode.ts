import { fromPromise } from 'xstate';
import { phoneCodeMachine } from '../../../machines/phoneCode.machine.ts';
import { message } from '../../ui/message.ts';
import { lastFour } from '../../rules/phone.ts';
import { codeDeadlineStore } from './loginStorage.ts';

/**
 * The phone-code button's machine for a code sent to an account's bound phone: the send call,
 * a note naming the phone's last four digits, the countdown kept across a reload, and where a
 * failure shows.
 */
export function accountPhoneCode(
  send: (userName: string) => Promise<{ phone: string }>,
  which: 'login' | 'reset',
  showFailure: (text: string) => void,
) {
  const deadline = codeDeadlineStore(which);
  return {
    machine: phoneCodeMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) => {
          const { phone } = await send(String(input.userName ?? ''));
          message.success(`验证码已发送至尾号${lastFour(phone)}的手机`);
          return true;
        }),
      },
      actions: { saveDeadline: (_, saved) => deadline.save(saved), reportFailure: (_, text) => showFailure(text) },
    }),
    options: { input: { deadline: deadline.read() } },
  };
}
