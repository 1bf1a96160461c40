import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { api } from '../../api/client.ts';
import type { Customer } from '../../contracts/customers.ts';
import type { CreateOrderRequest, Dongle, HardwareOrder, QqdOrder, Quote, QuoteRequest } from '../../contracts/orderEntry.ts';
import type { Order } from '../../contracts/orders.ts';
import { listResource } from '../../api/resource.ts';

export type { Customer, Dongle, HardwareOrder, Order, QqdOrder, Quote, QuoteRequest };

// Quotes and orders (docs/product.md#flows). Quotes and creates are silent: their pages show the message where it applies.
export const fetchQuote = (request: QuoteRequest) => api.post<Quote>('/orderapi/Order/Quote', request, { silent: true, noDialog: true });
export const createOrder = (request: CreateOrderRequest) =>
  api.post<{ orderNo: string }>('/orderapi/Order/Create', request, { silent: true, noDialog: true });
export const cancelOrder = (orderNo: string) => api.post<Order>('/orderapi/Order/Cancel', { orderNo });
export const confirmReceipt = (orderNo: string) => api.post<{ orderNo: string }>('/orderapi/Order/ConfirmReceipt', { orderNo });
export const dongles = (signal?: AbortSignal) => api.get<Dongle[]>('/orderapi/Order/Dongles', undefined, { signal });
export const customerOf = (userId: number, signal?: AbortSignal) => api.get<Customer>('/api/user/GetUserBasicInfo', { userId }, { signal });
export const hostTaken = (host: string) => api.post<boolean>('/orderapi/Service/isexisthost', { host }, { silent: true });

export const serviceOrders = listResource<Order, typeof paymentsScreens.serviceOrder.list>(paymentsScreens.serviceOrder.list);
export const hardwareOrders = listResource<HardwareOrder, typeof paymentsScreens.hardwareOrder.list>(paymentsScreens.hardwareOrder.list);
export const qqdOrders = listResource<QqdOrder, typeof paymentsScreens.qqdOrder.list>(paymentsScreens.qqdOrder.list);
