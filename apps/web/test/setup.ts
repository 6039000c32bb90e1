import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { signOut } from '../src/lib/session';
import { polyfillDialog } from './dialog-polyfill';
import { stubApi, verifyApiCalls } from './fake-api';

// Screens are lazy chunks: on a loaded 2-core CI machine the first import of one can take seconds.
configure({ asyncUtilTimeout: 5_000 });

polyfillDialog();

// Every test starts with a server that answers only the lookups: a call it did not expect fails it.
beforeEach(() => {
  stubApi({});
});

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  verifyApiCalls();
});
