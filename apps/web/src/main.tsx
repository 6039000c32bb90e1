import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstScreenReady } from './app/app';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The first screen renders with its code, not as a spinner first (decision 058).
void firstScreenReady.then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
