import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { getToken } from '../api/token.ts';

/** Routes not marked public need a token (SPEC §6); without one the visitor lands on /login. */
export function RequireToken({ children }: { children: ReactNode }) {
  if (!getToken()) return <Redirect to="/login" replace />;
  return children;
}
