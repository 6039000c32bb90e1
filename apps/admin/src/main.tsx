import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';
import './styles/global.css';

// zod compiles fast parsers with `new Function` when it may; the console's CSP forbids eval, and
// even zod's probe for it is reported as a violation. The plain parsers are fast enough for forms.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
