export { ApiError, NETWORK_ERROR_CODE, isApiError, isNetworkError } from './api-error';
export { withQuery } from './query';
export { readError, send, type ErrorBody } from './transport';
