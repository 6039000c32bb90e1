import type { Identity } from '@clube/contract';
import { api } from '../../../lib/api-client';

/** The national-partner site; opened in a new tab by the partner types page. */
export function getUrlParceiroNacional(identity: Identity) {
  return api('getUrlParceiroNacional', identity);
}
