import { useEffect, useState } from 'react';
import type { AccountInfo } from '../contracts/auth.ts';
import { signedInAccount } from '../api/auth.ts';

/** The signed-in account (the header's name, the lock screen, the watermark); null until it is known. */
export function useSignedInAccount(): AccountInfo | null {
  const [account, setAccount] = useState<AccountInfo | null>(null);
  useEffect(() => {
    signedInAccount().then(setAccount, () => undefined);
  }, []);
  return account;
}
