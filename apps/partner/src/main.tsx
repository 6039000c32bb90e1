import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepTypedBeforeStart } from './lib/prerendered';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// What was typed into the build-time copy of the sign-in screen (decision 132) is read, and the
// app's first render replaces the copy in the same task (no blank frame in between, no keystroke
// lost) and draws the screen the address asks for.
keepTypedBeforeStart(container);
const root = createRoot(container);
flushSync(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// Installable, and opens on a shaky connection; registered after the load so the first screen
// has the connection to itself. Its scope is the app's folder only, never the member app.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/parceiro/sw.js', { scope: '/parceiro/' });
  });
}
