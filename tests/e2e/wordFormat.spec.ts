import type { Page } from '@playwright/test';
import { expect, test, type StandIn } from './fixtures.ts';
import { newTab } from './newTab.ts';

// A Word format request as an agent follows it on its detail: the conversation with the desk (a reply with an
// attachment, the desk's answer), the delivered versions downloaded, a refused reply keeping its text.
test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** The number of agent01's seeded request in a status (the seed numbers them by the day it dates them). */
async function seededRequest(page: Page, standIn: StandIn, token: string, status: '制作中' | '待受理'): Promise<string> {
  const answer = await page.request.post(`${standIn.url}/api/WordFormat/PageList`, { headers: { authorization: `Bearer ${token}` }, data: { filters: { status } } });
  return ((await answer.json()) as { data: { list: Array<{ reqNo: string }> } }).data.list[0].reqNo;
}

const devPost = (page: Page, standIn: StandIn, path: string, data: object) => page.request.post(`${standIn.url}${path}`, { data });
const section = (page: Page, title: string) => page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: title, exact: true }) });

// Two requests, each on its own detail in a tab of its own (a new page of the same signed-in browser).
test('a request\'s detail: the talk with the desk and the delivered version; a refused reply keeps its text', async ({ page, context, standIn }) => {
  test.setTimeout(90_000 + 60_000); // the two flows' own budgets
  const token = await standIn.signIn(context, 'agent01');
  const [IN_PROGRESS, WAITING] = [await seededRequest(page, standIn, token, '制作中'), await seededRequest(page, standIn, token, '待受理')];
  await test.step('talks with the desk on a request’s detail and downloads the delivered version', async () => {
    await page.goto('/msWordFormat');
    await page.getByRole('row', { name: new RegExp(IN_PROGRESS) }).getByRole('button', { name: '详情' }).click({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: `Word格式 ${IN_PROGRESS}` })).toBeVisible();
    await expect(section(page, '成品版本')).toContainText('尚未交付');

    const talk = section(page, '沟通记录');
    await talk.getByLabel('回复', { exact: true }).fill('合计金额请用大写。');
    await talk.locator('input[type=file]').setInputFiles([{ name: '参考.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(talk.getByLabel('附件 参考.png')).toContainText('已上传');
    await talk.getByRole('button', { name: '发送回复' }).click();
    const mine = talk.getByLabel('我的回复').filter({ hasText: '合计金额请用大写。' });
    await expect(mine).toBeVisible();
    await expect(talk.getByLabel('回复', { exact: true })).toHaveValue('');
    const attachment = await page.request.get(new URL((await mine.getByRole('link', { name: '参考.png' }).getAttribute('href'))!, page.url()).href);
    expect(attachment.status()).toBe(200);
    expect(Buffer.from(await attachment.body()).equals(PNG)).toBe(true);

    await devPost(page, standIn, '/api/__dev/wordFormat', { reqNo: IN_PROGRESS, action: 'reply', content: '好的，今天交付首版。' });
    await devPost(page, standIn, '/api/__dev/wordFormat', { reqNo: IN_PROGRESS, action: 'finish', note: '合计金额改为大写' });
    await page.reload();
    await expect(talk.getByLabel('客服的回复').filter({ hasText: '好的，今天交付首版。' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('待确认').first()).toBeVisible();
    const version = section(page, '成品版本').getByRole('row', { name: /第1版/ });
    await expect(version).toContainText('合计金额改为大写');
    const link = version.getByRole('link');
    const fileName = (await link.textContent())!;
    expect(fileName).toMatch(/\.docx$/);
    const saved = page.waitForEvent('download');
    await link.click();
    expect((await saved).suggestedFilename()).toBe(fileName);
    const file = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).href);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain('合计金额改为大写');
    await page.close();
  });

  await test.step('a reply the server refuses keeps its text and says why', async () => {
    const waiting = await newTab(context);
    await waiting.goto(`/msWordFormatDetail?reqNo=${WAITING}`);
    const talk = section(waiting, '沟通记录');
    await talk.getByLabel('回复', { exact: true }).fill('请加上公司印章位置。', { timeout: 30_000 });
    // Revoked elsewhere (another tab) while this page was open.
    await waiting.request.post(`${standIn.url}/api/WordFormat/Revoke`, { headers: { authorization: `Bearer ${token}` }, data: { reqNo: WAITING } });
    await talk.getByRole('button', { name: '发送回复' }).click();
    await expect(waiting.getByText('申请已结束，不能再回复')).toBeVisible();
    await expect(talk.getByLabel('回复', { exact: true })).toHaveValue('请加上公司印章位置。');
    await expect(talk.getByLabel('我的回复')).toHaveCount(0);
  });
});
