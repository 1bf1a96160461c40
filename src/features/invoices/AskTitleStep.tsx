import { Box, SegmentedControl, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import type { AskTitle, InvoiceAskContext } from '../../../machines/invoiceAsk.machine.ts';
import { INVOICE_REMARK_MAX } from '../../rules/invoices.ts';

const KINDS = ['增值税普通发票', '增值税专用发票'];
const MEDIA = ['电子', '纸质'];
const MISSING = '未填写';

type Choice = Pick<InvoiceAskContext, 'invoiceType' | 'medium'>;

export interface AskTitleStepProps {
  titles: readonly AskTitle[];
  context: Pick<InvoiceAskContext, 'title' | 'invoiceType' | 'medium' | 'remark'>;
  onTitle(title: AskTitle): void;
  onKind(choice: Choice): void;
  onRemark(remark: string): void;
}

/** The tax details printed on the invoice for a title: a company's 税号, 地址电话 and 开户行账号; a person has none. */
export function TitleDetails({ title }: { title: AskTitle }) {
  if (title.titleType === '个人') return <Text size="sm" c="dimmed">个人抬头，发票上不印税号等信息</Text>;
  const rows: Array<[string, string]> = [
    ['税号', title.taxNo],
    ['地址电话', [title.regAddress, title.regTel].filter(Boolean).join(' ')],
    ['开户行账号', [title.bank, title.account].filter(Boolean).join(' ')],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed" aria-label="抬头开票信息">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={110}>{label}</Table.Th>
            <Table.Td c={value ? undefined : 'dimmed'}>{value || MISSING}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A segmented choice under a visible label that also names it. */
function LabelledChoice({ label, data, value, onChange }: { label: string; data: string[]; value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <Box>
      <Text id={id} size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} data={data} value={value} onChange={onChange} />
    </Box>
  );
}

/** Step 2 of the invoice request: the title with its tax details, the kind and form of the invoice, the remark. */
export function AskTitleStep({ titles, context, onTitle, onKind, onRemark }: AskTitleStepProps) {
  const choose = (id: string | null) => {
    const title = titles.find((item) => String(item.id) === id);
    if (title) onTitle(title);
  };
  return (
    <Stack gap="sm" maw={560}>
      <Select
        label="发票抬头"
        withAsterisk
        placeholder={titles.length ? '请选择发票抬头' : '请先在开票信息管理中添加抬头'}
        data={titles.map((title) => ({ value: String(title.id), label: `${title.titleName}（${title.titleType}）` }))}
        value={context.title ? String(context.title.id) : null}
        onChange={choose}
      />
      {context.title && <TitleDetails title={context.title} />}
      <LabelledChoice
        label="发票种类"
        data={KINDS}
        value={context.invoiceType === '专票' ? KINDS[1] : KINDS[0]}
        onChange={(value) => onKind({ invoiceType: value === KINDS[1] ? '专票' : '普票', medium: context.medium })}
      />
      <LabelledChoice
        label="发票形式"
        data={MEDIA}
        value={context.medium}
        onChange={(value) => onKind({ invoiceType: context.invoiceType, medium: value as Choice['medium'] })}
      />
      <Textarea label="备注" maxLength={INVOICE_REMARK_MAX} value={context.remark} onChange={(event) => onRemark(event.currentTarget.value)} />
    </Stack>
  );
}
