import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteLines } from './QuoteLines.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';

describe('order lines', () => {
  it('shows on a pro-rated line for how many days it is charged, so 单价 × 数量 and 小计 can be reconciled', () => {
    renderUi(
      <QuoteLines
        lines={[
          { itemName: '云启CRM 标准版', spec: '增加5用户 · 至2027-03-30', quantity: 5, unitFen: 9_800, subtotalFen: 16_512, prorateDays: 123 },
          { itemName: '扫码枪', spec: '2台', quantity: 2, unitFen: 29_900, subtotalFen: 59_800 },
        ]}
      />,
    );
    const [prorated, plain] = screen.getAllByRole('row').slice(1);
    expect(within(prorated).getByText('按剩余 123 天折算')).toBeInTheDocument();
    expect(within(prorated).getByText('165.12')).toBeInTheDocument();
    expect(plain).not.toHaveTextContent('折算');
  });
});
