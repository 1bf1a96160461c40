import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { wltCosts } from './moneyApi.ts';
import { costDetailHref, wltCostColumns, wltCostQuery } from './WltColumns.tsx';

/** /wltUserCost: who consumed what, per customer, item and month. */
export default function WltUserCostPage() {
  return (
    <ListScreen
      title="物流通客户费用"
      source={wltCosts}
      columns={wltCostColumns}
      rowKey={(row) => row.id}
      query={wltCostQuery}
      rowActions={[{ label: '明细', href: costDetailHref }]}
      exportName="物流通客户费用"
    />
  );
}
