import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerCustomerFileRecorders } from '../features/customers/storedFiles.ts';
import { showApiFeedback } from './apiFeedback.ts';
import { App } from './App.tsx';
import { registerServiceWorker } from './pwa.ts';
import { showUploadFeedback } from './uploadFeedback.ts';

dayjs.locale('zh-cn');
showApiFeedback();
showUploadFeedback();
registerCustomerFileRecorders();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
