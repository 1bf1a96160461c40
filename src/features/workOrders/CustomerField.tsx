import { searchCustomers } from '../../api/uploads.ts';
import { CustomerSelect, type CustomerSelectProps } from '../../ui/widgets/CustomerSelect.tsx';

/** 客户 of a work order or a Word format request: the agent's customers. */
export const CustomerField = (props: Omit<CustomerSelectProps, 'search'>) => <CustomerSelect search={searchCustomers} {...props} />;
