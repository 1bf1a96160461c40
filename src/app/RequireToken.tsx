import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { getToken } from '../api/token.ts';

/** Routes not marked public need a token (docs/product.md#roles-and-scope); without one the visitor lands on /login. */
export function RequireToken({ children }: { children: ReactNode }) {
  if (!getToken()) return <Redirect to="/login" replace />;
  return children;
}
