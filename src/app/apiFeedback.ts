import { onApiEvent, type ApiEvent } from '../api/events.ts';
import { learnServiceTime } from '../ui/businessClock.ts';
import { loading } from '../ui/loading.ts';
import { message } from '../ui/message.ts';
import { messageBox } from '../ui/messageBox.tsx';

function show(event: ApiEvent): void {
  switch (event.type) {
    case 'message':
      message[event.tone](event.text);
      break;
    case 'messagesDismissed':
      message.dismiss();
      break;
    case 'dialog':
      messageBox(event.text);
      break;
    case 'loading':
      loading[event.change]();
      break;
    case 'serviceTime':
      learnServiceTime(event.date, event.receivedAt);
      break;
  }
}

/**
 * Shows what the HTTP client reports (docs/product.md#calls-and-errors): toasts, the '消息' dialog and the loading
 * indicator; and keeps the services' clock its answers tell.
 */
export const showApiFeedback = () => onApiEvent(show);
