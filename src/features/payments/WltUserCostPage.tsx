import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { wltCosts } from './moneyApi.ts';
import { costDetailHref, wltCostColumns, wltCostQuery } from './WltColumns.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** Who consumed what, per customer, item and month. */
export default function WltUserCostPage() {
  return (
    <ListScreen
      screen={paymentsScreens.wltUserCost}
      source={wltCosts}
      columns={wltCostColumns}
      rowKey={(row) => row.id}
      query={wltCostQuery}
      rowActions={[{ label: '明细', href: costDetailHref }]}
    />
  );
}
