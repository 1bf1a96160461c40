import { FileInput, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { getAppFileUploadParam } from '../../api/uploads.ts';
import { EMPTY_FILE, FILE_TOO_LARGE, planParts } from '../../rules/upload.ts';
import { message } from '../../ui/message.ts';
import { ModalForm, useModalSubmit } from '../../ui/resource/ModalForm.tsx';
import { uploadFile } from '../../upload/uploadFile.ts';

const VERSION_MAX = 30;
const REMARK_MAX = 200;

function problemOf(file: File | null, fileVersion: string, remark: string): string | null {
  if (!file) return '请选择文件';
  if (file.size === 0) return EMPTY_FILE;
  if (!planParts(file.size)) return FILE_TOO_LARGE;
  if (!fileVersion.trim()) return '请填写版本';
  if (fileVersion.length > VERSION_MAX) return `版本最多${VERSION_MAX}个字`;
  return remark.length > REMARK_MAX ? `说明最多${REMARK_MAX}个字` : null;
}

function UploadForm({ customer, onClose }: { customer: { id: number; name: string }; onClose(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileVersion, setFileVersion] = useState('');
  const [remark, setRemark] = useState('');
  const submit = useModalSubmit();

  const start = () => {
    const found = problemOf(file, fileVersion, remark);
    if (found || !file) return submit.setProblem(found);
    void submit.run(async () => {
      const target = { kind: 'appfile' as const, customerId: customer.id, customerName: customer.name, fileVersion: fileVersion.trim(), remark: remark.trim() };
      await uploadFile(file, (name) => getAppFileUploadParam(customer.id, name), target);
      message.success(`已加入上传队列：${file.name}`);
      onClose();
    });
  };

  return (
    <ModalForm problem={submit.problem} busy={submit.busy} submitLabel="开始上传" onSubmit={start} onCancel={onClose}>
      <FileInput label="文件" withAsterisk placeholder="选择要上传的文件" value={file} onChange={setFile} clearable />
      <TextInput label="版本" withAsterisk maxLength={VERSION_MAX} value={fileVersion} onChange={(event) => setFileVersion(event.currentTarget.value)} />
      <TextInput label="说明" maxLength={REMARK_MAX} value={remark} onChange={(event) => setRemark(event.currentTarget.value)} />
    </ModalForm>
  );
}

/** 上传 (yywj:upload): the file goes through the upload manager (resumable, in the upload centre) and is recorded once stored. */
export function AppFileUploadModal({ customer, onClose }: { customer: { id: number; name: string } | null; onClose(): void }) {
  return (
    <Modal opened={customer !== null} onClose={onClose} title="上传应用文件" centered>
      {customer && <UploadForm customer={customer} onClose={onClose} />}
    </Modal>
  );
}
