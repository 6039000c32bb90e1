import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/api-client', 'apps/api', 'apps/web', 'apps/admin'],
  },
});
