import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupDayjs } from './app/dayjs-setup';
import { currentModule } from './app/modules';
import { createAppRouter } from './app/router';
import { installSpanishMessages } from './domain/contract/messages-es';
import { createQueryClient } from './lib/query/query-client';

setupDayjs();
installSpanishMessages();

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, module: currentModule() });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);

// The service worker waits for the page to load, so it does not compete with the first screen.
window.addEventListener('load', () => {
  void import('./lib/pwa/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
});
