import { getRegions, getRegisterProducts, getVersions } from '../../api/register.ts';
import type { RegionItem, RegisterProductItem, VersionItem } from '../../contracts/register.ts';
import type { RegisterValues } from './registerForm.ts';
import { useRemoteList } from './useRemoteList.ts';

export interface ProductChoices {
  products: { items: RegisterProductItem[]; loading: boolean };
  /** The chosen product, once the list has it. */
  product: RegisterProductItem | undefined;
  versions: { items: VersionItem[]; loading: boolean };
  regions: { items: RegionItem[]; loading: boolean };
}

/** The product list, then the chosen product's versions, then the chosen version's server regions. */
export function useProductChoices(values: Pick<RegisterValues, 'productId' | 'versonId'>): ProductChoices {
  const { productId, versonId } = values;
  const products = useRemoteList('products', getRegisterProducts);
  const versions = useRemoteList(`versions:${productId}`, productId ? () => getVersions(Number(productId)) : null);
  const regions = useRemoteList(
    `regions:${productId}:${versonId}`,
    productId && versonId ? () => getRegions(Number(productId), Number(versonId)) : null,
  );
  return { products, product: products.items.find((item) => String(item.id) === productId), versions, regions };
}
