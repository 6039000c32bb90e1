/**
 * `@clube/contract/integration`: the integration API of client companies, apart from the member
 * contract so the member app never bundles it.
 */
export * from './constants.js';
export * from './routes.js';
export * from './schemas.js';
export * from './endpoints.js';
