/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** The client key sent as the `api_key` header (docs/architecture.md, Request path). */
  readonly VITE_API_KEY?: string;
  /** Set by vite.config.ts for each build: a copy of the query cache from another build is dropped. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
