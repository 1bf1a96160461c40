import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { CARD_NAMES, orderColumns } from './aiVideoColumns.tsx';
import { cardOrders } from './aiVideoApi.ts';
import { aiVideoScreens } from '../../contracts/screens/aiVideo.ts';

const settleOptions = ['未结算', '结算中', '已结算'].map((value) => ({ label: value, value }));
const cardOptions = Object.entries(CARD_NAMES).map(([value, label]) => ({ label, value }));

/** Membership cards our users bought, with our commission and its settlement. */
export default function CardOrdersPage() {
  return (
    <ListScreen
      screen={aiVideoScreens.cardOrders}
      source={cardOrders}
      columns={orderColumns}
      rowKey={(row) => row.orderNo}
      scopedBy={['mobile']}
      query={[
        { kind: 'keyword', placeholder: '订单号/手机号' },
        { kind: 'select', name: 'settleStatus', label: '结算状态', options: settleOptions },
        { kind: 'select', name: 'cardType', label: '商品', options: cardOptions },
        { kind: 'dateRange', label: '下单时间' },
      ]}
    />
  );
}
