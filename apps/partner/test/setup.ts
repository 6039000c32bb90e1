import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubApi, verifyApiCalls } from './fake-api';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  stubApi({});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  verifyApiCalls();
});
