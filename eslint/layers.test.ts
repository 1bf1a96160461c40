import { RuleTester } from 'eslint';
import path from 'node:path';
import { describe, it } from 'vitest';
import { layersPlugin } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('import-direction', layersPlugin.rules['import-direction'], {
  valid: [
    { filename: at('src/features/login/LoginPage.tsx'), code: "import { api } from '../../api/client.ts';" },
    { filename: at('src/shell/Shell.tsx'), code: "import x from '../features/home/HomePage.tsx';" },
    { filename: at('machines/login.machine.ts'), code: "import { rule } from '../src/rules/password.ts';" },
    { filename: at('src/ui/DataTable.tsx'), code: "import { rule } from '../rules/numbers.ts';" },
    { filename: at('src/app/apiFeedback.ts'), code: "import { message } from '../ui/message.ts';" },
    { filename: at('src/rules/invoices.ts'), code: "import { TITLE_TYPES } from '../contracts/invoices.ts';" },
    { filename: at('machines/slider.machine.ts'), code: "import { x } from '../src/contracts/captcha.ts';" },
    { filename: at('mocks/modules/payments/orders.ts'), code: "import { ORDER_STATUSES } from '../../../src/contracts/orders.ts';" },
    { filename: at('mocks/modules/payments/orders.ts'), code: "import { money } from '../../../src/rules/money.ts';" },
    { filename: at('mocks/modules/system/transfers.ts'), code: "import { SAME_OWNER } from '../../../src/rules/transfers.ts';" },
    { filename: at('mocks/modules/customers/customers.ts'), code: "import { isHostTaken } from '../../domain/hosts.ts';" },
    { filename: at('mocks/domain/hosts.ts'), code: "import { BusinessError } from '../errors.ts';" },
    { filename: at('mocks/modules/customers/customerServices.ts'), code: "import { findService } from '../../domain/services/customerServiceRows.ts';" },
    { filename: at('mocks/modules/sms/sms.ts'), code: "import { createOrder } from '../../domain/orders/orders.ts';" },
    { filename: at('src/shell/menuRoutes.test.ts'), code: "import { menuGroups } from '../../mocks/modules/shell/menuTree.ts';" },
  ],
  invalid: [
    { filename: at('src/api/client.ts'), code: "import x from '../features/login/x.ts';", errors: [{ messageId: 'upward' }] },
    { filename: at('src/features/login/a.ts'), code: "import x from '../gift/b.ts';", errors: [{ messageId: 'crossFeature' }] },
    { filename: at('machines/a.machine.ts'), code: "import { useState } from 'react';", errors: [{ messageId: 'machineEffect' }] },
    { filename: at('machines/a.machine.ts'), code: "import { api } from '../src/api/client.ts';", errors: [{ messageId: 'upward' }] },
    { filename: at('src/ui/DataTable.tsx'), code: "import { api } from '../api/client.ts';", errors: [{ messageId: 'sideways' }] },
    { filename: at('src/api/client.ts'), code: "import { message } from '../ui/message.ts';", errors: [{ messageId: 'sideways' }] },
    { filename: at('src/rules/a.ts'), code: "const m = import('../../machines/a.machine.ts');", errors: [{ messageId: 'upward' }] },
    { filename: at('src/contracts/a.ts'), code: "import { X } from '../rules/a.ts';", errors: [{ messageId: 'upward' }] },
    { filename: at('src/contracts/a.ts'), code: "import { X } from '../../machines/a.machine.ts';", errors: [{ messageId: 'upward' }] },
    { filename: at('mocks/modules/a.ts'), code: "import { api } from '../../src/api/client.ts';", errors: [{ messageId: 'standIn' }] },
    { filename: at('mocks/modules/a.ts'), code: "import { x } from '../../src/features/login/x.ts';", errors: [{ messageId: 'standIn' }] },
    { filename: at('src/features/login/a.ts'), code: "import { x } from '../../../mocks/db.ts';", errors: [{ messageId: 'standIn' }] },
    { filename: at('machines/a.machine.ts'), code: "import { x } from '../mocks/db.ts';", errors: [{ messageId: 'standIn' }] },
    { filename: at('mocks/domain/a.ts'), code: "import { x } from '../modules/customers/customers.ts';", errors: [{ messageId: 'standInDomain' }] },
    { filename: at('mocks/modules/sms/a.ts'), code: "import { x } from '../payments/paymentStore.ts';", errors: [{ messageId: 'standInArea' }] },
  ],
});
