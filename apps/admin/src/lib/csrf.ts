// Replaced by the contract's constants once the admin contract lands.
export const ADMIN_CSRF_HEADER = 'x-clube-admin';
export const ADMIN_CSRF_VALUE = '1';
