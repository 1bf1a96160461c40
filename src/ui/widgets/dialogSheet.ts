import { modals } from '@mantine/modals';
import classes from './dialogSheet.module.css';

/** Modal props for a dialog shown without a mask (docs/product.md#routes): bordered, and a bottom sheet on a phone. */
export const sheetClassNames = { inner: classes.inner, content: classes.content };

export const DISCARD_TITLE = '放弃已填写的内容？';

/**
 * Closes a dialog, asking first when something has been typed in it (Esc or 取消 would otherwise
 * throw the typing away).
 */
export function closeAsking(dirty: boolean, close: () => void) {
  if (!dirty) return close();
  modals.openConfirmModal({
    title: DISCARD_TITLE,
    centered: true,
    children: '关闭后，已填写的内容不会保存。',
    labels: { confirm: '放弃', cancel: '继续填写' },
    confirmProps: { color: 'red' },
    onConfirm: close,
  });
}
