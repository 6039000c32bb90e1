/**
 * `@clube/contract/admin`: the operator console's calls, apart from the member contract so the
 * member app never bundles them.
 */
export * from './constants.js';
export * from './routes.js';
export * from './endpoints.js';
export * from './schemas/list.js';
export * from './schemas/auth.js';
export * from './schemas/operators.js';
export * from './schemas/audit.js';
export * from './privacy.js';
export * from './contrast.js';
export * from './companies.js';
export * from './members.js';
export * from './imports.js';
export * from './partners.js';
export * from './partner-imports.js';
export * from './content.js';
export * from './records.js';
export * from './reports.js';
export * from './counter.js';
export * from './dashboard.js';
export * from './integrations.js';
export * from './campaigns.js';
