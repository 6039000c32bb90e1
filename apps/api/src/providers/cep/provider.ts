import type { CepResult } from '@clube/contract';

/**
 * Where getCEP looks a postal code up (`CEP_PROVIDER`): ViaCEP over HTTP or the seeded local table.
 * `lookup` takes the 8 digits and answers the address, or null when the CEP does not exist; it
 * throws CepProviderError when the provider cannot answer (down, slow, nonsense).
 */
export interface CepProvider {
  lookup(cep: string): Promise<CepResult | null>;
}

export class CepProviderError extends Error {
  override name = 'CepProviderError';
}
