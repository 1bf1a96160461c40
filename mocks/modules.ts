import type { StandInModule } from './module.ts';
import { accountsModule } from './modules/accounts.ts';
import { bannersModule } from './modules/banners.ts';
import { customersModule } from './modules/customers.ts';

/** Every area of the stand-in, in schema and seed order (a module may seed rows others refer to). */
export const modules: StandInModule[] = [
  accountsModule,
  bannersModule,
  customersModule,
];
