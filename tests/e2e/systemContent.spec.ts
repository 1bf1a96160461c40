import type { Page } from '@playwright/test';
import { expect, newBrowserContext, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';

// The system content screens: login banners, agency contracts, the agent's qualification, notices.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const picture = (name: string, buffer = PNG) => ({ name, mimeType: 'image/png', buffer });
const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

// The four screens one after another in one signed-in browser; the qualification first, as its file inputs
// are found by position and a screen visited before stays mounted in its tab.
test('system content: qualification, contract signing, login banners, notices', async ({ page, context, standIn, browser }) => {
  test.setTimeout(4 * 60_000); // a minute per flow walked, as each had on its own
  const token = await standIn.signIn(context, 'agent01');
  // No page ever opens a native dialog (a notice body is text, never markup).
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await test.step('the qualification is checked, submitted, approved by the provider and shows 审核通过 on focus', async () => {
    await page.goto('/agentQuality');
    await expect(page.getByLabel('审核状态').getByText('未提交', { exact: true })).toBeVisible();
    await page.getByLabel('企业名称').fill('杭州云启科技有限公司');
    await page.getByLabel('统一社会信用代码').fill('91330100MA27XY1234');
    await page.getByLabel('法人').click();
    await expect(page.getByText('请输入正确的统一社会信用代码')).toBeVisible();
    await page.getByLabel('统一社会信用代码').fill('91330100ma27xy1235');
    await page.getByLabel('法人').fill('张伟');
    await page.getByLabel('联系人').fill('张伟');
    await page.getByLabel('手机').fill('13800000001');
    await page.locator('input[type=file]').nth(0).setInputFiles(picture('license.png'));
    await page.locator('input[type=file]').nth(1).setInputFiles(picture('auth.png'));
    await expect(page.getByRole('img', { name: '授权书预览' })).toBeVisible();
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByLabel('审核状态').getByText('审核中', { exact: true })).toBeVisible();
    await expect(page.getByLabel('企业名称')).toHaveAttribute('readonly');

    const mine = await page.request.get('/api/qualification/Get', { headers: { authorization: `Bearer ${token}` } });
    const { id } = ((await mine.json()) as { data: { id: number } }).data;
    await page.request.post('/api/__dev/review', { data: { kind: 'agentQuality', id, approve: true } });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByLabel('审核状态').getByText('审核通过', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '修改资料' }).click();
    await page.getByLabel('地址').fill('杭州市西湖区文三路 90 号');
    await page.getByRole('button', { name: '提交审核' }).click();
    // The approved data stays in force beside the change under review.
    await expect(page.getByRole('heading', { name: '当前生效资料' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '审核中的修改' })).toBeVisible();
    await expect(page.getByText('杭州市西湖区文三路 90 号', { exact: true })).toBeVisible();
  });

  await test.step('a contract is signed after reading it to the end, ticking and the phone code', async () => {
    await openInPortal(page, '/contractManage', { alone: true });
    const pending = row(page, 'AI视频推广补充协议');
    await pending.getByRole('button', { name: '签署' }).click();
    const dialog = page.getByRole('dialog');
    const agree = dialog.getByRole('checkbox', { name: '我已阅读并同意' });
    await expect(agree).toBeDisabled();
    await dialog.locator('.mantine-ScrollArea-viewport').evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(agree).toBeEnabled();
    await agree.check();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByLabel('手机验证码').fill(await standIn.latestCode('13800000001'));
    await dialog.getByRole('button', { name: '确认签署' }).click();
    await expect(page.getByText('签署成功')).toBeVisible();
    await expect(pending.getByText('已签署')).toBeVisible();
    await expect(pending.getByRole('button', { name: '签署', exact: true })).toHaveCount(0);
  });

  await test.step('a banner added and put 上架 shows on the login page; a sixth 上架 is refused', async () => {
    await openInPortal(page, '/loginBannerManage', { alone: true });
    await page.getByRole('button', { name: '新增' }).click();
    const drawer = page.getByRole('dialog', { name: '新增轮播图' });
    await drawer.locator('input[type=file]').setInputFiles(picture('renamed.png', Buffer.from('%PDF-1.4 not a picture')));
    await expect(drawer.getByText('图片只能是jpg/png格式')).toBeVisible();
    await drawer.locator('input[type=file]').setInputFiles(picture('banner.png'));
    await expect(drawer.getByRole('img', { name: '图片预览' })).toBeVisible();
    await drawer.getByLabel('跳转链接').fill('ftp://x');
    await drawer.getByLabel('排序').fill('0');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer.getByText('跳转链接应以 http:// 或 https:// 开头')).toBeVisible();
    await drawer.getByLabel('跳转链接').fill('https://promo.example.com/winter');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    const added = row(page, 'https://promo.example.com/winter');
    await expect(added.getByText('下架', { exact: true })).toBeVisible();
    await added.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '上架' }).click();
    await expect(page.getByText('最多上架5张轮播图')).toBeVisible();

    const first = row(page, 'https://www.example.com/news/1');
    await first.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '下架' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(first.getByText('下架', { exact: true })).toBeVisible();
    await added.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '上架' }).click();
    await expect(added.getByText('上架', { exact: true })).toBeVisible();

    const visitorContext = await newBrowserContext(browser, { baseURL: standIn.url });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/login');
    const shown = visitor.getByRole('img', { name: '宣传图 1' });
    await expect(shown).toHaveAttribute('src', /^\/api\/image\/[0-9a-f]{32}$/);
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await visitorContext.close();
  });

  await test.step('reading notices lowers the home count; a body is shown as text', async () => {
    await openInPortal(page, '/noticeDetail?id=9', { alone: true });
    await expect(page.getByText('例如 <img src=x onerror=alert(1)> 会原样显示', { exact: false })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '下一条' })).toBeDisabled();
    await page.getByRole('button', { name: '上一条' }).click();
    await expect(page.getByRole('heading', { name: '数据恢复服务上线' })).toBeVisible();

    await page.getByRole('button', { name: '首页' }).click();
    const count = (n: number) => page.getByRole('link', { name: `未读公告 ${n}` });
    await expect(count(4)).toBeVisible();
    await count(4).click();
    await page.getByRole('button', { name: '全部已读' }).click();
    await expect(row(page, '服务器维护通知').getByText('已读', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '首页' }).click();
    await expect(count(0)).toBeVisible();
    expect(dialogs).toBe(0);
  });
});
