import { fromPromise } from 'xstate';
import { phoneCodeMachine } from '../../../machines/phoneCode.machine.ts';
import { message } from '../../ui/message.ts';
import { CODE_SENT_TO_ACCOUNT } from '../../rules/login.ts';
import { codeDeadlineStore } from './loginStorage.ts';

/**
 * The phone-code button's machine for a code sent to an account's bound phone: the send call, a note
 * that names no phone (the answer is the same whether the account exists), the countdown kept across a reload, and where a
 * failure shows.
 */
export function accountPhoneCode(
  send: (userName: string) => Promise<unknown>,
  which: 'login' | 'reset',
  showFailure: (text: string) => void,
) {
  const deadline = codeDeadlineStore(which);
  return {
    machine: phoneCodeMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) => {
          await send(String(input.userName ?? ''));
          message.success(CODE_SENT_TO_ACCOUNT);
          return true;
        }),
      },
      actions: { saveDeadline: (_, saved) => deadline.save(saved), reportFailure: (_, text) => showFailure(text) },
    }),
    options: { input: { deadline: deadline.read() } },
  };
}
