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
import { whenIdle } from './lib/when-idle';

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

// The service worker registers once the page has loaded and the browser is idle: 'load' comes
// before the first screen has rendered (it still waits for its route chunks), and registering
// (its chunk, the update check of sw.js) would compete with it.
window.addEventListener('load', () => {
  whenIdle(() => {
    void import('./lib/pwa/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
  });
});
