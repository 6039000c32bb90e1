import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { signOut } from '../src/lib/session';

// Screens are lazy chunks: on a loaded 2-core CI machine the first import of one can take seconds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
