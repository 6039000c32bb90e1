import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { localCepProvider } from './local.js';
import type { CepProvider } from './provider.js';
import { viaCepProvider } from './viacep.js';

export { CepProviderError, type CepProvider } from './provider.js';

/** The provider `CEP_PROVIDER` names. */
export function createCepProvider(
  config: Pick<Config, 'cepProvider' | 'viaCepUrl'>,
  db: Kysely<Database>,
): CepProvider {
  return config.cepProvider === 'viacep'
    ? viaCepProvider({ baseUrl: config.viaCepUrl })
    : localCepProvider(db);
}
