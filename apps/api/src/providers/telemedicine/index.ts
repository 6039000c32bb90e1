import { localTelemedicineProvider } from './local.js';
import type { TelemedicineProvider } from './provider.js';

export type { TelemedicineProvider } from './provider.js';

/** The telemedicine provider: only the local one (the database) exists so far. */
export function createTelemedicineProvider(): TelemedicineProvider {
  return localTelemedicineProvider;
}
