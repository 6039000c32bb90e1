/**
 * `@clube/contract/partner`: the partner counter's calls (the `/parceiro` app), apart from the
 * member and console contracts so neither bundles them. The card code module is shared.
 */
export * from './constants.js';
export * from './routes.js';
export * from './endpoints.js';
export * from './schemas.js';
export * from '../card-code.js';
