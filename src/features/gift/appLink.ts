/** Where the success view sends a new member: the assistant app, set per deployment with VITE_AIUU_APP_URL. */
export const AIUU_APP_URL: string = import.meta.env.VITE_AIUU_APP_URL || 'https://aiuu.yqcloud.example/app';

export const AIUU_APP_NAME = 'AI优优';
