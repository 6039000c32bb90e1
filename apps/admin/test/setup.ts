import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../src/lib/toast';
import { polyfillDialog } from './dialog-polyfill';
import { stubApi, verifyApiCalls } from './fake-api';

configure({ asyncUtilTimeout: 5_000 });
polyfillDialog();

beforeEach(() => stubApi({}));

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  verifyApiCalls();
});
