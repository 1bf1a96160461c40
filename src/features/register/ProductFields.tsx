import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { hostCheckMessage, type registrationHostMachine } from '../../../machines/registrationHost.machine.ts';
import { HOST_MAX, minUserCount, needsHost, USER_COUNT_MAX } from '../../rules/registration.ts';
import type { RegisterValues } from './registerForm.ts';
import type { ProductChoices } from './useProductChoices.ts';

interface ProductFieldsProps {
  form: UseFormReturnType<RegisterValues>;
  choices: ProductChoices;
  hostCheck: ActorRefFrom<typeof registrationHostMachine>;
}

const hostHints: Record<string, string> = { waiting: '正在检查域名前缀…', checking: '正在检查域名前缀…', available: '该域名前缀可以使用' };

/** Product, version, server region, the host prefix where the product needs one, and the user count. */
export function ProductFields({ form, choices, hostCheck }: ProductFieldsProps) {
  const { products, product, versions, regions } = choices;
  const { values } = form;
  const hostState = useSelector(hostCheck, (snapshot) => String(snapshot.value));
  const hostMessage = useSelector(hostCheck, hostCheckMessage);

  function chooseProduct(productId: string | null) {
    const chosen = products.items.find((item) => String(item.id) === productId);
    form.setValues({ productId, versonId: null, localityId: null, userCount: minUserCount(chosen?.productTypeName), host: '' });
    hostCheck.send({ type: 'CLEAR' });
  }

  const choice = (field: 'productId' | 'versonId' | 'localityId', label: string, placeholder: string) => ({
    label,
    placeholder,
    allowDeselect: false,
    withAsterisk: true,
    ...form.getInputProps(field),
  });

  return (
    <>
      <Select
        {...choice('productId', '产品', products.loading ? '加载中…' : '请选择产品')}
        data={products.items.map((item) => ({ value: String(item.id), label: item.productName }))}
        onChange={chooseProduct}
      />
      <Select
        {...choice('versonId', '版本', values.productId ? '请选择版本' : '请先选择产品')}
        data={versions.items.map((item) => ({ value: String(item.id), label: item.versonName }))}
        disabled={!values.productId}
        onChange={(versonId) => form.setValues({ versonId, localityId: null })}
      />
      <Select
        {...choice('localityId', '服务器区域', values.versonId ? '请选择服务器区域' : '请先选择版本')}
        data={regions.items.map((item) => ({ value: String(item.id), label: item.agentDisplayName }))}
        disabled={!values.versonId}
      />
      {needsHost(product) && (
        <TextInput
          label="域名前缀"
          placeholder="仅限字母，如：hengfa"
          description={hostHints[hostState] ?? `纯字母，最多${HOST_MAX}位`}
          autoCapitalize="off"
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('host')}
          error={hostMessage ?? form.errors.host}
          onChange={(event) => {
            form.setFieldValue('host', event.currentTarget.value);
            hostCheck.send({ type: 'HOST_CHANGED', host: event.currentTarget.value });
          }}
        />
      )}
      {/* Digits only, as text: a number field adds 8 KB to what /register loads before it is interactive. */}
      <TextInput
        label="用户数"
        description={`${minUserCount(product?.productTypeName)}-${USER_COUNT_MAX}的整数`}
        inputMode="numeric"
        autoComplete="off"
        withAsterisk
        {...form.getInputProps('userCount')}
        onChange={(event) => form.setFieldValue('userCount', event.currentTarget.value.replace(/\D/g, ''))}
      />
    </>
  );
}
