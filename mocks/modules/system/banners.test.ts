import { describe, expect, it } from 'vitest';
import type { Banner, StoredImage } from '../../../src/contracts/banners.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../../../src/rules/images.ts';
import { JPEG_BYTES, PNG_BYTES, standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { BANNER_FORBIDDEN, TOO_MANY_LISTED } from './bannerManage.ts';

const standIn = freshStandInPerTest('banners-test-');
const { call, session, upload } = standInCalls(standIn);

const loginList = async () => (await call<Array<{ id: number; picUrl: string }>>('/api/banner/LoginBannerList?number=5&systemIdentity=1')).data;
const manageList = async (token: string) => (await call<PagedAnswer<Banner>>('/api/banner/ManageList', { pageSize: 20 }, token)).data.list;

describe('login banners (stand-in)', () => {
  it('stores a png or jpeg picture and serves it without a token', async () => {
    const token = await session('agent01');
    for (const bytes of [PNG_BYTES, JPEG_BYTES]) {
      const stored = await upload<StoredImage>('/api/image/Upload', bytes, token);
      expect(stored.code).toBe(200);
      const served = await fetch(`${standIn().urls.api}${stored.data.url}`);
      expect(served.headers.get('content-type')).toBe(bytes === PNG_BYTES ? 'image/png' : 'image/jpeg');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
    expect((await fetch(`${standIn().urls.api}/api/image/0123`)).status).toBe(404);
  });

  it('refuses pictures by their content and size, and uploads without a token', async () => {
    const token = await session('agent01');
    const gif = new TextEncoder().encode('GIF89a renamed.png');
    expect((await upload('/api/image/Upload', gif, token)).msg).toBe(IMAGE_TYPE_MESSAGE);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG_BYTES);
    expect((await upload('/api/image/Upload', big, token)).msg).toBe(IMAGE_SIZE_MESSAGE);
    expect((await upload('/api/image/Upload', new Uint8Array(), token)).msg).toBe('请选择图片');
    expect((await upload('/api/image/Upload', PNG_BYTES, 'nope')).code).toBe(403);
  });

  it('adds a banner 下架, lists it 上架 only while fewer than five are, and the login page shows it in order', async () => {
    const token = await session('agent01');
    const image = (await upload<StoredImage>('/api/image/Upload', PNG_BYTES, token)).data;
    const added = await call<Banner>('/api/banner/Save', { imageId: image.imageId, url: 'https://example.com/new', sort: 0 }, token);
    expect(added.data).toMatchObject({ status: '下架', picUrl: image.url });
    expect((await call('/api/banner/SetStatus', { id: added.data.id, status: '上架' }, token)).msg).toBe(TOO_MANY_LISTED);
    expect((await call('/api/banner/SetStatus', { id: 1, status: '下架' }, token)).code).toBe(200);
    expect((await call('/api/banner/SetStatus', { id: added.data.id, status: '上架' }, token)).code).toBe(200);
    const shown = await loginList();
    expect(shown.map((banner) => banner.id)).toEqual([added.data.id, 2, 3, 4, 5]);
    expect(shown[0].picUrl).toBe(image.url);
  });

  it('moves banners up and down, edits and deletes them', async () => {
    const token = await session('agent01');
    expect((await call('/api/banner/Move', { id: 3, direction: 'up' }, token)).code).toBe(200);
    expect((await manageList(token)).map((banner) => banner.id)).toEqual([1, 3, 2, 4, 5, 6]);
    expect((await call('/api/banner/Move', { id: 1, direction: 'up' }, token)).msg).toBe('已经是第一张');
    expect((await call('/api/banner/Move', { id: 6, direction: 'down' }, token)).msg).toBe('已经是最后一张');
    const edited = await call<Banner>('/api/banner/Save', { id: 2, url: '', sort: 9 }, token);
    expect(edited.data).toMatchObject({ url: '', sort: 9, picUrl: '/api/banner/image/2.svg' });
    expect((await call('/api/banner/Delete', { id: 2 }, token)).code).toBe(200);
    expect((await loginList()).map((banner) => banner.id)).toEqual([1, 3, 4, 5]);
  });

  it('checks what is saved', async () => {
    const token = await session('agent01');
    expect((await call('/api/banner/Save', { url: '', sort: 1 }, token)).msg).toBe('请上传图片');
    expect((await call('/api/banner/Save', { imageId: 'abc', url: '', sort: 1 }, token)).msg).toBe('图片不存在，请重新上传');
    expect((await call('/api/banner/Save', { id: 1, url: 'javascript:alert(1)', sort: 1 }, token)).msg).toBe('跳转链接应以 http:// 或 https:// 开头');
    expect((await call('/api/banner/Save', { id: 1, url: '', sort: 1.5 }, token)).msg).toMatch(/^排序应为/);
    expect((await call('/api/banner/Save', { id: 99, url: '', sort: 1 }, token)).msg).toBe('轮播图不存在');
    for (const body of [{ id: '1', url: '', sort: 1 }, { url: 5, sort: 1 }, []]) {
      expect((await call('/api/banner/Save', body, token)).status).toBe(400);
    }
    expect((await call('/api/banner/Move', { id: 1, direction: 'sideways' }, token)).status).toBe(400);
    expect((await call('/api/banner/SetStatus', { id: 1, status: '__proto__' }, token)).status).toBe(400);
  });

  it("is managed by the main account of the portal's own agent only, not by another top agent", async () => {
    const bayong = (await call<{ token: string }>('/api/__dev/session', { account: 'bayong01' })).data.token;
    for (const token of [await session('staff01'), await session('other'), bayong]) {
      expect((await call('/api/banner/ManageList', {}, token)).msg).toBe(BANNER_FORBIDDEN);
      expect((await call('/api/banner/Delete', { id: 1 }, token)).msg).toBe(BANNER_FORBIDDEN);
      expect((await call('/api/banner/Save', { id: 1, url: 'https://evil.example.com', sort: 1 }, token)).msg).toBe(BANNER_FORBIDDEN);
      expect((await call('/api/banner/SetStatus', { id: 1, status: '下架' }, token)).msg).toBe(BANNER_FORBIDDEN);
    }
    expect((await loginList()).map((banner) => banner.id)).toEqual([1, 2, 3, 4, 5]);
    const image = (await upload<StoredImage>('/api/image/Upload', PNG_BYTES, await session('other'))).data;
    const token = await session('agent01');
    expect((await call('/api/banner/Save', { imageId: image.imageId, url: '', sort: 1 }, token)).msg).toBe('图片不存在，请重新上传');
  });
});
