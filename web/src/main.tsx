import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Self-hosted faces (no font CDN), Latin subset only: Italian needs nothing more.
import '@fontsource/barlow-condensed/latin-600.css';
import '@fontsource/barlow-condensed/latin-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/app';
import { registerServiceWorker } from './lib/push';
import { MSG } from './i18n/it';

/** Without #root React cannot start: show a plain critical-error box with a reload button. */
const showRootMissing = () => {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'margin:20vh auto;max-width:420px;padding:24px;text-align:center;color:#e8eef5;font-family:system-ui,sans-serif';
  const title = document.createElement('p');
  title.textContent = MSG.fatalTitle;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = MSG.reloadPage;
  button.addEventListener('click', () => window.location.reload());
  box.append(title, button);
  document.body.append(box);
};

const root = document.getElementById('root');
if (!root) {
  showRootMissing();
} else {
  // D21: one service worker for install and push (no fetch handler: it never serves a stale app).
  window.addEventListener('load', () => void registerServiceWorker());
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
