import { defineScreens } from './screen.ts';

/** 我的反馈, opened in a tab from the header's feedback button and the work-order menu (docs/product.md#routes). */
export const feedbackScreens = defineScreens({
  myFeedback: { path: '/myConsultation', title: '我的反馈', page: 'feedback/MyFeedbackPage', accepts: ['keyword', 'page'], menu: { group: '工单', order: 3 } },
});
