import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, firstScreenReady } from './app/app';
import { keepTypedBeforeStart } from './lib/prerendered';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The first screen renders with its code, not as a spinner first (decision 058). The login page
// drawn into index.html (decision 132) stays until then: what was typed into it is read, and the
// app's first render replaces it in the same task, so no keystroke is lost.
void firstScreenReady.then(() => {
  keepTypedBeforeStart(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
