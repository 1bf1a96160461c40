import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AskTitle } from '../../../machines/invoiceAsk.machine.ts';
import { AskTitleStep } from './AskTitleStep.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';

const company: AskTitle = {
  id: 1, titleType: '企业', titleName: '杭州云启软件有限公司', taxNo: '91330100MA2B3C4D5E', bank: '招商银行杭州分行', account: '571908765432101', regAddress: '杭州市西湖区文三路100号', regTel: '0571-88886666',
};
const partial: AskTitle = { ...company, id: 2, titleName: '杭州云启贸易有限公司', taxNo: '91330100MA2B3C4D6F', bank: '', account: '', regAddress: '', regTel: '' };
const person: AskTitle = { ...partial, id: 3, titleType: '个人', titleName: '张伟', taxNo: '' };

function show(title: AskTitle | null) {
  const onKind = vi.fn();
  renderUi(
    <AskTitleStep
      titles={[company, partial, person]}
      context={{ title, invoiceType: '普票', medium: '电子', remark: '' }}
      onTitle={vi.fn()}
      onKind={onKind}
      onRemark={vi.fn()}
    />,
  );
  return { onKind };
}

const details = () => within(screen.getByRole('table', { name: '抬头开票信息' }));
const row = (label: string) => details().getByRole('row', { name: new RegExp(`^${label}`) });

afterEach(cleanup);

describe('invoice request, step 2', () => {
  it("shows the chosen title's tax details", () => {
    show(company);
    expect(row('税号')).toHaveTextContent('91330100MA2B3C4D5E');
    expect(row('地址电话')).toHaveTextContent('杭州市西湖区文三路100号 0571-88886666');
    expect(row('开户行账号')).toHaveTextContent('招商银行杭州分行 571908765432101');
  });

  it('says which details a company title lacks, and that a person has none', () => {
    show(partial);
    expect(row('税号')).toHaveTextContent('91330100MA2B3C4D6F');
    expect(row('开户行账号')).toHaveTextContent('未填写');
    cleanup();
    show(person);
    expect(screen.queryByRole('table', { name: '抬头开票信息' })).toBeNull();
    expect(screen.getByText('个人抬头，发票上不印税号等信息')).toBeVisible();
  });

  it('labels both segmented choices with visible text that names them', async () => {
    const { onKind } = show(company);
    for (const name of ['发票种类', '发票形式']) {
      const group = screen.getByRole('radiogroup', { name });
      expect(document.getElementById(group.getAttribute('aria-labelledby')!)).toHaveTextContent(name);
      expect(screen.getByText(name)).toBeVisible();
    }
    await userEvent.setup().click(within(screen.getByRole('radiogroup', { name: '发票形式' })).getByText('纸质'));
    expect(onKind).toHaveBeenCalledWith({ invoiceType: '普票', medium: '纸质' });
  });
});
