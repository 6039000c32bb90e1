import { maskCep, type CepResult } from '@clube/contract';
import { z } from 'zod';
import { LruCache } from './lru-cache.js';
import { CepProviderError, type CepProvider } from './provider.js';

export const VIACEP_TIMEOUT_MS = 3_000;
export const VIACEP_CACHE = { max: 1_000, ttlMs: 24 * 60 * 60 * 1000 } as const;

export interface ViaCepOptions {
  /** e.g. https://viacep.com.br/ws: a lookup is GET <baseUrl>/<8 digits>/json/. */
  baseUrl: string;
  timeoutMs?: number;
  cache?: { max: number; ttlMs: number };
  now?: () => number;
}

/** ViaCEP answers {erro: true} (or "true", in newer versions) for a CEP that does not exist. */
const notFoundAnswer = z.object({ erro: z.union([z.literal(true), z.literal('true')]) });
const foundAnswer = z.object({
  cep: z.string(),
  logradouro: z.string().default(''),
  bairro: z.string().default(''),
  localidade: z.string(),
  uf: z.string(),
});

/** Found and unknown CEPs are both cached: null stands for "does not exist". */
type Cached = { result: CepResult | null };

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
    throw new CepProviderError(`ViaCEP request ${reason}`, { cause: error });
  }
  if (!response.ok) throw new CepProviderError(`ViaCEP answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new CepProviderError('ViaCEP answered something that is not JSON', { cause: error });
  }
}

function toResult(answer: unknown): CepResult | null {
  if (notFoundAnswer.safeParse(answer).success) return null;
  const found = foundAnswer.safeParse(answer);
  if (!found.success) throw new CepProviderError('ViaCEP answered an unexpected body');
  const { cep, logradouro, bairro, localidade, uf } = found.data;
  return { cep: maskCep(cep), logradouro, bairro, localidade, uf };
}

/** The ViaCEP web service, with a timeout and an in-memory cache (bounded LRU, entries for 24 h). */
export function viaCepProvider({
  baseUrl,
  timeoutMs = VIACEP_TIMEOUT_MS,
  cache: { max, ttlMs } = VIACEP_CACHE,
  now,
}: ViaCepOptions): CepProvider {
  const cache = new LruCache<Cached>(max, ttlMs, now);
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async lookup(cep) {
      const hit = cache.get(cep);
      if (hit) return hit.result;
      const result = toResult(await fetchJson(`${base}/${cep}/json/`, timeoutMs));
      cache.set(cep, { result });
      return result;
    },
  };
}
