import { Group, NumberInput, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import { HOST_PATTERN, MAX_USERS, MAX_YEARS, needsHost, PRODUCT_CATALOG, SERVER_REGIONS, type ProductType } from '../../contracts/orderEntry.ts';
import { CustomerPicker, type CustomerChoice } from '../../ui/widgets/CustomerPicker.tsx';
import { contactProblem, customerNameProblem, customerPhoneProblem } from '../../rules/customerFields.ts';

export interface BuyProductValues {
  customerMode: 'new' | 'existing';
  userId: number | null;
  /** The existing customer chosen, as the confirmation names it. */
  existing: CustomerChoice | null;
  customerName: string;
  contact: string;
  phone: string;
  productType: ProductType;
  versionName: string;
  region: string;
  host: string;
  userCount: number;
  years: number;
}

/** The checks of 下一步 (docs/product.md#routes); host availability is asked separately. */
export function buyProductProblems(values: BuyProductValues): Partial<Record<keyof BuyProductValues, string>> {
  const problems: Partial<Record<keyof BuyProductValues, string>> = {};
  if (values.customerMode === 'existing' && !values.userId) problems.userId = '请选择客户';
  if (values.customerMode === 'new') {
    const name = customerNameProblem(values.customerName);
    const contact = contactProblem(values.contact);
    const phone = customerPhoneProblem(values.phone);
    if (name) problems.customerName = name;
    if (contact) problems.contact = contact;
    if (phone) problems.phone = phone;
  }
  if (needsHost(values.productType) && !HOST_PATTERN.test(values.host)) problems.host = '域名只能是字母，最多10位';
  const min = PRODUCT_CATALOG[values.productType].minUsers;
  if (!Number.isInteger(values.userCount) || values.userCount < min || values.userCount > MAX_USERS) problems.userCount = `用户数应为${min}–${MAX_USERS}`;
  return problems;
}

interface Props {
  values: BuyProductValues;
  problems: Partial<Record<keyof BuyProductValues, string>>;
  onChange(patch: Partial<BuyProductValues>): void;
  onHostBlur(): void;
}

/** Customer, product, version, region, host, users and years of a new service. */
export function BuyProductForm({ values, problems, onChange, onHostBlur }: Props) {
  const catalog = PRODUCT_CATALOG[values.productType];
  return (
    <>
      <Radio.Group label="客户" value={values.customerMode} onChange={(mode) => onChange({ customerMode: mode as BuyProductValues['customerMode'] })}>
        <Group mt={4}>
          <Radio value="new" label="新客户" />
          <Radio value="existing" label="老客户" />
        </Group>
      </Radio.Group>
      {values.customerMode === 'existing' ? (
        <CustomerPicker
          label="选择客户"
          withAsterisk
          value={values.userId === null ? null : String(values.userId)}
          error={problems.userId}
          onChange={(userId, existing) => onChange({ userId: userId ? Number(userId) : null, existing })}
        />
      ) : (
        <SimpleGrid cols={3}>
          <TextInput label="客户名称" withAsterisk maxLength={200} value={values.customerName} error={problems.customerName} onChange={(event) => onChange({ customerName: event.currentTarget.value })} />
          <TextInput label="联系人" withAsterisk maxLength={20} value={values.contact} error={problems.contact} onChange={(event) => onChange({ contact: event.currentTarget.value })} />
          <TextInput label="手机号" withAsterisk maxLength={11} value={values.phone} error={problems.phone} onChange={(event) => onChange({ phone: event.currentTarget.value })} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={3}>
        <Select
          label="产品"
          allowDeselect={false}
          data={Object.entries(PRODUCT_CATALOG).map(([value, product]) => ({ value, label: product.name }))}
          value={values.productType}
          onChange={(value) => {
            const productType = value as ProductType;
            const next = PRODUCT_CATALOG[productType];
            onChange({ productType, versionName: next.versions[0], userCount: Math.max(values.userCount, next.minUsers) });
          }}
        />
        <Select label="版本" allowDeselect={false} data={[...catalog.versions]} value={values.versionName} onChange={(value) => value && onChange({ versionName: value })} />
        <Select label="服务器区域" allowDeselect={false} data={[...SERVER_REGIONS]} value={values.region} onChange={(value) => value && onChange({ region: value })} />
        {needsHost(values.productType) && (
          <TextInput label="域名" withAsterisk maxLength={10} value={values.host} error={problems.host} onBlur={onHostBlur} onChange={(event) => onChange({ host: event.currentTarget.value.trim() })} />
        )}
        <NumberInput
          label="用户数"
          min={catalog.minUsers}
          max={MAX_USERS}
          allowDecimal={false}
          value={values.userCount}
          error={problems.userCount}
          onChange={(value) => typeof value === 'number' && onChange({ userCount: value })}
        />
        <Select
          label="购买时长"
          allowDeselect={false}
          data={Array.from({ length: MAX_YEARS }, (_, index) => ({ value: String(index + 1), label: `${index + 1}年` }))}
          value={String(values.years)}
          onChange={(value) => value && onChange({ years: Number(value) })}
        />
      </SimpleGrid>
    </>
  );
}
