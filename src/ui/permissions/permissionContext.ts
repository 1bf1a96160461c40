import { createContext } from 'react';

/**
 * Where button permissions come from (per permission id, from the button-action call; docs/product.md#roles-and-scope).
 * The app provides the real one; ui only knows this shape.
 */
export interface PermissionSource {
  /** The actions already known for a permission id, or undefined before they arrive. */
  known(permissionId: string): readonly string[] | undefined;
  /** Loads them unless known or already on the way. */
  load(permissionId: string): Promise<readonly string[]>;
  /** Called whenever some permission id's actions arrive. */
  subscribe(listener: () => void): () => void;
}

export const PermissionSourceContext = createContext<PermissionSource | null>(null);
