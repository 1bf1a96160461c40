import { showCard } from '../ui/message.ts';
import { onUploadEvent, STORAGE_FULL, type UploadEvent } from '../upload/events.ts';

function show(event: UploadEvent): void {
  switch (event.type) {
    case 'done':
      showCard({ title: '上传完成', message: event.name, color: 'green', autoClose: 5000 });
      break;
    case 'failed':
      showCard({ title: '上传失败', message: `${event.name}：${event.why}`, color: 'red', autoClose: 5000 });
      break;
    case 'storageFull':
      showCard({ title: '浏览器存储空间不足', message: `${event.name}：${STORAGE_FULL}`, color: 'yellow', autoClose: 8000 });
      break;
  }
}

/** Shows what the upload manager reports as its tasks end: stored, failed, or going on without a checkpoint. */
export const showUploadFeedback = () => onUploadEvent(show);
