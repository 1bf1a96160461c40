import { Select, Textarea } from '@mantine/core';
import { NO_RENEW_NOTE_MAX, NO_RENEW_TYPES, type ExpireRow } from '../../contracts/customerServices.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { createNoRenewReason } from './customerServicesApi.ts';

type ReasonValues = { reasonType: string; note: string };

/** 不续费原因 (dqkh:reason): a reason type and a note of at most 200 characters. */
export function ExpireReasonDrawer({ row, onClose, onSaved }: { row: ExpireRow | null; onClose(): void; onSaved(): void }) {
  return (
    <FormDrawer<ReasonValues>
      opened={row !== null}
      title={`不续费原因 · ${row?.userName ?? ''}`}
      initialValues={{ reasonType: '', note: '' }}
      validate={{
        reasonType: (value) => (value ? null : '请选择不续费原因'),
        note: (value) => (value.length > NO_RENEW_NOTE_MAX ? `说明最多${NO_RENEW_NOTE_MAX}个字` : null),
      }}
      onSubmit={(values) => createNoRenewReason({ userId: row!.id, reasonType: values.reasonType, note: values.note.trim() })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => (
        <>
          <Select label="原因类型" withAsterisk data={[...NO_RENEW_TYPES]} key={form.key('reasonType')} {...form.getInputProps('reasonType')} />
          <Textarea label="说明" autosize minRows={3} description={`最多${NO_RENEW_NOTE_MAX}个字`} key={form.key('note')} {...form.getInputProps('note')} />
        </>
      )}
    </FormDrawer>
  );
}
