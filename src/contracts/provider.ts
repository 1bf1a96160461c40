// The provider the agents deal with: one name and one set of bank details wherever the portal or the
// provider's services show them (contracts, bank-transfer recharges, the invoices it issues).

export const PROVIDER = {
  name: '杭州云启软件科技有限公司',
  taxNo: '91330106MA2H7K3Q5X',
  address: '杭州市西湖区文三路478号华星时代广场A座12楼',
  phone: '0571-87718888',
  bank: '招商银行杭州分行营业部',
  account: '5719 0888 6610 901',
} as const;
