import { RuleTester } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenDeclarations } from '../src/contracts/screens/screens.ts';
import { declaredFacts, screenFactsPlugin } from './screenFacts.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('declared-literals', screenFactsPlugin.rules['declared-literals'], {
  valid: [
    { filename: at('src/contracts/screens/customers.ts'), code: "const screen = { path: '/customerInformationManage', permissionId: 'khxx' };" },
    { filename: at('src/features/customers/CustomerListPage.tsx'), code: 'const to = customersScreens.customerDetail.href({ id: row.id });' },
    { filename: at('src/features/customers/CustomerListPage.tsx'), code: "const api = '/api/user/UserPageList'; const time = '12:30';" },
    { filename: at('mocks/modules/customers/customers.ts'), code: "const guard = button(customersScreens.customerList, 'edit');" },
    { filename: at('src/features/payments/PayPage.tsx'), code: 'const heading = <Title order={4}>{paymentsScreens.pay.title}</Title>;' },
    { filename: at('src/features/payments/PlaceOrderPage.tsx'), code: 'const heading = <Title order={3}>{paymentsScreens.placeOrder.title} · {kind}</Title>;' },
    { filename: at('src/features/payments/PayPage.tsx'), code: 'const section = <Title order={5}>订单明细</Title>;' },
  ],
  invalid: [
    { filename: at('src/features/aiVideo/AiuuUserDetailPage.tsx'), code: "const to = '/aiUUOrderMange';", errors: [{ messageId: 'path' }] },
    { filename: at('src/shell/Header.tsx'), code: 'const to = `/customerinformationmanage/customerDetail?id=1`;', errors: [{ messageId: 'path' }] },
    { filename: at('src/features/home/HomePage.tsx'), code: 'const link = <a href="/noticeList">公告</a>;', errors: [{ messageId: 'path' }] },
    // An address built by hand under a declared screen, misspelt or not, and one with its parameters in a template.
    { filename: at('src/features/customers/CustomerListPage.tsx'), code: "const to = '/customerInformationManage/customerDetial?id=1';", errors: [{ messageId: 'path' }] },
    { filename: at('src/features/customers/CustomerListPage.tsx'), code: 'const to = `/customerInformationManage/customerDetial?id=${row.id}`;', errors: [{ messageId: 'path' }] },
    { filename: at('src/features/feedback/MyFeedbackPage.tsx'), code: 'navigate(`/myConsultation${next}`);', errors: [{ messageId: 'path' }] },
    { filename: at('mocks/modules/customers/customers.ts'), code: "const guard = button('khxx:edit');", errors: [{ messageId: 'button' }] },
    { filename: at('mocks/staffLimits.test.ts'), code: "grant('khxx:addUser');", errors: [{ messageId: 'button' }] },
    { filename: at('src/features/payments/PayPage.tsx'), code: 'const heading = <Title order={4}>支付</Title>;', errors: [{ messageId: 'heading' }] },
    { filename: at('src/features/payments/UpYunPage.tsx'), code: "const heading = <Title order={3}>{'升级云服务'}</Title>;", errors: [{ messageId: 'heading' }] },
    { filename: at('src/features/payments/QuotePanel.tsx'), code: 'const heading = <Title order={3}>收银台 · 续费</Title>;', errors: [{ messageId: 'heading' }] },
    { filename: at('src/features/system/UserInfoAuthPage.tsx'), code: 'const page = <AccountAuthTransfer title="客户授权" />;', errors: [{ messageId: 'title' }] },
  ],
});

describe('the facts the rule reads from the declarations’ text', () => {
  it('are every declared path, title and page file, and a button code of each permission id', () => {
    const { paths, buttons, titles, pageFiles } = declaredFacts(root);
    expect([...titles].toSorted()).toEqual([...new Set(screenDeclarations.map((screen) => screen.title))].toSorted());
    expect([...pageFiles].toSorted()).toEqual([...new Set(screenDeclarations.map((screen) => path.join(root, 'src', 'features', `${screen.page}.tsx`)))].toSorted());
    expect([...paths].toSorted()).toEqual(screenDeclarations.map((screen) => screen.path.toLowerCase()).toSorted());
    const declaredButtons = screenDeclarations.flatMap((screen) => (screen.buttons ? screen.buttons.all.map((code) => `${screen.permissionId}:${code}`) : []));
    expect([...buttons].toSorted()).toEqual(declaredButtons.toSorted());
  });
});
