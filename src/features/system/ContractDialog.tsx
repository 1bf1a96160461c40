import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { saveBlob } from '../../ui/table/exportXlsx.ts';
import { message } from '../../ui/message.ts';
import { operationCodeProblem } from '../../rules/operationCode.ts';
import { OperationCodeField } from '../../ui/widgets/OperationCodeField.tsx';
import { getContractText, sendSignCode, signContract, type Contract, type ContractText } from './contractsApi.ts';

export interface ContractDialogProps {
  /** The contract shown; null: closed. */
  contract: Contract | null;
  /** 签署: read to the end, tick, phone code. Otherwise 查看 with 下载. */
  signing: boolean;
  onClose(): void;
  onSigned(): void;
}

/** Pixels from the bottom that count as read to the end. */
const END_SLACK = 8;
const atEnd = (element: HTMLElement) => element.scrollTop + element.clientHeight >= element.scrollHeight - END_SLACK;
const problemText = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败，请稍后重试');

/** 查看/签署 a contract: its text as plain paragraphs in a scroll area. */
export function ContractDialog({ contract, signing, onClose, onSigned }: ContractDialogProps) {
  return (
    <Modal opened={contract !== null} onClose={onClose} title={contract?.contractName} size="lg" centered>
      {contract && (
        <LoadedView load={(signal) => getContractText(contract.id, signal)} loadKey={String(contract.id)}>
          {(text) => <ContractBody key={contract.id} contract={contract} text={text} signing={signing} onClose={onClose} onSigned={onSigned} />}
        </LoadedView>
      )}
    </Modal>
  );
}

function ContractBody({ contract, text, signing, onClose, onSigned }: ContractDialogProps & { contract: Contract; text: ContractText }) {
  const [readToEnd, setReadToEnd] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const viewport = useRef<HTMLDivElement | null>(null);

  const checkEnd = () => {
    if (viewport.current && atEnd(viewport.current)) setReadToEnd(true);
  };
  // A text shorter than the area is read as soon as it shows.
  const showText = useCallback((element: HTMLDivElement | null) => {
    viewport.current = element;
    if (element && atEnd(element)) setReadToEnd(true);
  }, []);

  const sign = async () => {
    const codeProblem = operationCodeProblem(code);
    if (codeProblem) return setProblem(codeProblem);
    setSaving(true);
    setProblem(null);
    try {
      await signContract(contract.id, code.trim());
      message.success('签署成功');
      onSigned();
      onClose();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      <ScrollArea h={360} viewportRef={showText} onScrollPositionChange={checkEnd} type="auto" aria-label="合同正文" tabIndex={0}>
        <Stack gap="xs" pr="md">
          {text.text.split(/\n{2,}/).map((paragraph, index) => (
            <Text key={index} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </ScrollArea>
      {signing ? (
        <>
          <Checkbox
            label="我已阅读并同意"
            checked={agreed}
            disabled={!readToEnd}
            description={readToEnd ? undefined : '请阅读至合同末尾'}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
          />
          <OperationCodeField value={code} onChange={setCode} send={sendSignCode} error={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button disabled={!agreed} loading={saving} onClick={() => void sign()}>
              确认签署
            </Button>
          </Group>
        </>
      ) : (
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => saveBlob(new Blob([text.text], { type: 'text/plain;charset=utf-8' }), `${contract.contractNo}-${contract.contractName}.txt`)}
          >
            下载
          </Button>
          <Button onClick={onClose}>关闭</Button>
        </Group>
      )}
    </Stack>
  );
}
