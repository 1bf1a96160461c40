import { screen, type RouteEntry } from '../../ui/screen.ts';

/** 我的反馈, opened in a tab from the header's feedback button and the work-order menu. */
export const feedbackRoutes: RouteEntry[] = [
  { path: '/myConsultation', title: '我的反馈', page: screen(() => import('./MyFeedbackPage.tsx')) },
];
