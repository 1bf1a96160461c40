import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './preferences.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showApiFeedback } from './apiFeedback.ts';
import { App } from './App.tsx';
import { followNetworkStatus } from './networkFeedback.ts';
import { registerServiceWorker } from './pwa.ts';

showApiFeedback();
followNetworkStatus();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
void registerServiceWorker();
