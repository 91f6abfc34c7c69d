import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterFirstData } from './app/after-first-data';
import { App } from './app/app';
import { currentModule } from './app/modules';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query/query-client';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, module: currentModule() });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);

// The service worker registers once the first screen has its data, in an idle period: 'load'
// comes before the first screen has rendered (it still waits for its route chunks and its API
// answers), and registering (its chunk, the update check of sw.js) would compete with it. An
// installed worker controls the page from its first request whatever this waits for.
window.addEventListener('load', () => {
  afterFirstData(queryClient, router, () => {
    void import('./lib/pwa/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
  });
});
