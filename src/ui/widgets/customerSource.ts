import { createContext } from 'react';

/** One of the agent's customers as a customer picker shows and hands it over. */
export interface CustomerChoice {
  id: number;
  customerNo: string;
  name: string;
  contact: string;
  phone: string;
}

/** Where customer pickers find the agent's customers; the app provides the server's calls, ui only knows this shape. */
export interface CustomerSource {
  /** Customers matching a name, contact, phone or 客户编号; rejects with the reason in words. */
  search(keyword: string, signal?: AbortSignal): Promise<CustomerChoice[]>;
  /** One customer by id, to show a value set from outside. */
  byId(id: number): Promise<CustomerChoice>;
}

export const CustomerSourceContext = createContext<CustomerSource | null>(null);
