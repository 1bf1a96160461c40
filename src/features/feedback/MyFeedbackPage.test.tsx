import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MyFeedback, Page } from '../../contracts/feedback.ts';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import MyFeedbackPage from './MyFeedbackPage.tsx';
import { feedbackScreens } from '../../contracts/screens/feedback.ts';

/** The list calls, answered by hand in any order. */
const calls = vi.hoisted(() => [] as Array<{ query: { pageIndex: number; keyword: string }; signal?: AbortSignal; answer(page: Page<MyFeedback>): void; fail(error: Error): void }>);
vi.mock('../../api/feedback.ts', () => ({
  getMyFeedback: (query: { pageIndex: number; keyword: string }, signal?: AbortSignal) => new Promise((answer, fail) => calls.push({ query, signal, answer, fail })),
}));

const feedback = (id: number, content: string): MyFeedback => ({ id, content, tel: '', createTime: '2026-11-20T10:00:00+08:00', replyContent: null, replyTime: null, fileList: [] });
const pageOf = (...contents: string[]): Page<MyFeedback> => ({ total: 40, list: contents.map((content, index) => feedback(index + 1, content)) });

function open(path: string) {
  calls.length = 0;
  return renderUi(<MyFeedbackPage />, { at: path }).user;
}

describe('我的反馈', () => {
  it('keeps the shown list while another page loads, and never shows an earlier search answering late', async () => {
    const user = open(feedbackScreens.myFeedback.path);
    await act(async () => calls[0].answer(pageOf('发票抬头改不了')));
    expect(screen.getByText('发票抬头改不了')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '第2页' }));
    expect(calls[1].query).toMatchObject({ pageIndex: 2, keyword: '' });
    // The first page stays on show, marked busy, until the second comes.
    expect(screen.getByRole('list', { name: '反馈列表' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('发票抬头改不了')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '搜索反馈内容' }), '短信');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(calls[2].query).toMatchObject({ pageIndex: 1, keyword: '短信' });
    expect(calls[1].signal?.aborted).toBe(true);
    await act(async () => calls[2].answer(pageOf('短信发不出去')));
    await act(async () => calls[1].answer(pageOf('第二页的反馈')));
    expect(screen.getByText('短信发不出去')).toBeInTheDocument();
    expect(screen.queryByText('第二页的反馈')).toBeNull();
    expect(screen.getByRole('list', { name: '反馈列表' })).toHaveAttribute('aria-busy', 'false');
  });

  it('says why the list could not be read, and 重试 reads it again', async () => {
    const user = open(feedbackScreens.myFeedback.href({ keyword: '账套' }));
    await act(async () => calls[0].fail(new Error('网络连接失败，请检查网络后重试')));
    expect(screen.getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络后重试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(calls[1].query).toMatchObject({ pageIndex: 1, keyword: '账套' });
    await act(async () => calls[1].answer(pageOf('账套恢复很快')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('账套恢复很快')).toBeInTheDocument();
  });
});
