import { useContext } from 'react';
import { CustomerSourceContext, type CustomerChoice } from './customerSource.ts';
import { SearchSelect, type SearchOption, type SearchSelectProps } from './SearchSelect.tsx';

export type { CustomerChoice };

interface CustomerOption extends SearchOption {
  customer: CustomerChoice;
}

/** How every customer picker names a customer: 名称（客户编号）. */
export const customerLabel = (customer: Pick<CustomerChoice, 'name' | 'customerNo'>) => `${customer.name}（${customer.customerNo}）`;

const optionOf = (customer: CustomerChoice): CustomerOption => ({ value: String(customer.id), label: customerLabel(customer), customer });

export interface CustomerPickerProps extends Omit<SearchSelectProps, 'load' | 'lookup' | 'onChange'> {
  /** The chosen customer with its number, contact and phone (null when cleared). */
  onChange(value: string | null, customer: CustomerChoice | null): void;
}

/**
 * 客户: one of the agent's customers, found on the server by name, contact, phone or 客户编号 as the user types.
 * A customer set from outside (an address parameter, a saved record) is looked up to show its name.
 */
export function CustomerPicker({ onChange, label = '客户', placeholder = '输入客户名称、联系人、手机号或客户编号搜索', ...props }: CustomerPickerProps) {
  const source = useContext(CustomerSourceContext);
  if (!source) throw new Error('CustomerPicker needs a CustomerSourceContext provider');
  return (
    <SearchSelect<CustomerOption>
      label={label}
      placeholder={placeholder}
      nothingFoundMessage="没有找到客户"
      {...props}
      load={async (keyword, signal) => (await source.search(keyword, signal)).map(optionOf)}
      lookup={async (value) => optionOf(await source.byId(Number(value)))}
      onChange={(value, option) => onChange(value, option?.customer ?? null)}
    />
  );
}
