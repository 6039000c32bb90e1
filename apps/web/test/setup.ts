import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast as toastLibrary } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { reportReachability } from '../src/lib/connection';
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
  // A test that went offline leaves the next one online.
  reportReachability(true);
  // The toast library replays the toasts it has not dismissed to the next page's list: a toast
  // still up when a test ends would show again in the next one.
  toastLibrary.dismiss();
  signOut();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  verifyApiCalls();
});
