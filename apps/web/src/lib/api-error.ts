export { ApiError, NETWORK_ERROR_CODE, isApiError, isNetworkError } from '@clube/api-client';
