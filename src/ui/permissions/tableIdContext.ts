import { createContext, useContext } from 'react';

/** The table id of the route a page is shown for (SPEC §2 bracketed ids); the shell provides it. */
export const TableIdContext = createContext<string | undefined>(undefined);

export const usePageTableId = () => useContext(TableIdContext);
