import type { SeedContext } from './context.js';
import { MORE_CEPS } from './ceps-more.js';

/** cep (8 digits), logradouro, bairro, localidade, uf: one row of the CEP provider's offline table. */
export type CepRow = readonly [string, string, string, string, string];

/** Real postal codes (as ViaCEP answers them): the CEP provider's offline table. */
export const CEPS = [
  ['01001000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP'],
  ['01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'],
  ['01310200', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'],
  ['01305000', 'Rua Augusta', 'Consolação', 'São Paulo', 'SP'],
  ['01426001', 'Rua Oscar Freire', 'Jardim Paulista', 'São Paulo', 'SP'],
  ['01021200', 'Rua Vinte e Cinco de Março', 'Centro', 'São Paulo', 'SP'],
  ['04538133', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', 'São Paulo', 'SP'],
  ['04094050', 'Avenida Pedro Álvares Cabral', 'Vila Mariana', 'São Paulo', 'SP'],
  ['20271130', 'Avenida Presidente Castelo Branco', 'Maracanã', 'Rio de Janeiro', 'RJ'],
  ['22010000', 'Avenida Atlântica', 'Copacabana', 'Rio de Janeiro', 'RJ'],
  ['30140010', 'Praça da Liberdade', 'Funcionários', 'Belo Horizonte', 'MG'],
  ['30130100', 'Avenida Afonso Pena', 'Centro', 'Belo Horizonte', 'MG'],
  ['31275000', 'Avenida Antônio Abrahão Caram', 'São José', 'Belo Horizonte', 'MG'],
  ['80010000', 'Rua XV de Novembro', 'Centro', 'Curitiba', 'PR'],
  ['80020310', 'Rua XV de Novembro', 'Centro', 'Curitiba', 'PR'],
  ['80210390', 'Rua Engenheiro Ostoja Roguski', 'Jardim Botânico', 'Curitiba', 'PR'],
  ['70150900', 'Praça dos Três Poderes', 'Zona Cívico-Administrativa', 'Brasília', 'DF'],
  ['40330200', 'Rua Conde de Porto Alegre', 'IAPI', 'Salvador', 'BA'],
  ['91420270', 'Rua São Domingos', 'Bom Jesus', 'Porto Alegre', 'RS'],
  ['91410080', 'Rua Ângelo Crivellaro', 'Jardim do Salso', 'Porto Alegre', 'RS'],
] as const satisfies readonly CepRow[];

export type Cep = (typeof CEPS)[number][0];

/** The street of a seeded CEP, so every seeded address matches the lookup table. */
export function addressOf(cep: Cep): {
  cep: string;
  logradouro: string;
  bairro: string;
  cidade: string;
  uf: string;
} {
  const row = CEPS.find(([code]) => code === cep);
  if (row === undefined) throw new Error(`CEP ${cep} is not seeded`);
  const [, logradouro, bairro, cidade, uf] = row;
  return { cep, logradouro, bairro, cidade, uf };
}

export async function seedCeps({ db }: SeedContext): Promise<void> {
  await db
    .insertInto('cep_local')
    .values(
      [...CEPS, ...MORE_CEPS].map(([cep, logradouro, bairro, localidade, uf]) => ({
        cep,
        logradouro,
        bairro,
        localidade,
        uf,
      })),
    )
    .execute();
}
