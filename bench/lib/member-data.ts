/**
 * The members the member-import benches write: 10,000 rows (BENCH_ROWS), half of them members the
 * company already has (`fill`), with valid distinct CPFs and Brazilian names.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema.js';
import { searchKey } from '../../apps/api/src/lib/search-key.js';

export const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
export const EXISTING = Math.floor(ROWS / 2);

function checkDigit(digits: number[]): number {
  const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The i-th valid CPF of the bench (distinct for every i). */
export function cpf(i: number): string {
  const digits = [...String(200_000_000 + i * 13).padStart(9, '0')].map(Number);
  digits.push(checkDigit(digits));
  digits.push(checkDigit(digits));
  return digits.join('');
}

const FIRST = ['José', 'Maria', 'João', 'Ana', 'Antônio', 'Conceição', 'Luíza', 'Sebastião'];
const LAST = ['Silva', 'Araújo', 'Gonçalves', 'Simões', 'Fagundes', 'Brandão', 'Magalhães'];
export const CITIES = ['São Paulo', 'Goiânia', 'Belém', 'Florianópolis', 'Maceió', 'Niterói'];
export const name = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
export const birth = (i: number) =>
  `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/19${60 + (i % 40)}`;
export const phone = (i: number, changed: boolean) =>
  `(11) 9${String(10_000_000 + i * 3 + (changed ? 1 : 0)).slice(-8)}`;

/** Members of the company before the import, written straight to the tables. */
export async function fill(db: Kysely<Database>, empresaId: number): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < EXISTING; start += 500) {
    const count = Math.min(500, EXISTING - start);
    const ids = await db
      .insertInto('usuario')
      .values(
        Array.from({ length: count }, (_, k) => ({
          login: cpf(start + k),
          senha_hash: 'scrypt$16$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
          alterar_senha: 0 as const,
          termo_pendente: 0 as const,
          termo_aceito_em: now,
          nome: name(start + k),
          nome_busca: searchKey(name(start + k)),
          email: '',
          telefone: '',
          foto: '',
          created_at: now,
        })),
      )
      .returning(['id', 'login'])
      .execute();
    await db
      .insertInto('cliente')
      .values(
        ids.map((u, k) => {
          const i = start + k;
          const [d, m, y] = birth(i).split('/');
          return {
            usuario_id: u.id,
            titular_id: null,
            empresa_id: empresaId,
            perfil_id: 5,
            nome: name(i),
            cpf: u.login,
            email: '',
            telefone1: phone(i, false).replace(/\D/g, ''),
            telefone2: '',
            uc: '',
            sexo_id: null,
            grau_parentesco_id: null,
            nascimento: `${y}-${m}-${d}`,
            data_admissao: null,
            foto: '',
            cep: '',
            logradouro: '',
            numero: '',
            complemento: '',
            bairro: '',
            cidade: CITIES[i % CITIES.length] ?? '',
            uf: '',
            numero_carteirinha: '',
            validade_carteirinha: null,
            created_at: now,
            updated_at: now,
            anonimizado_em: null,
            encerrado_em: null,
          };
        }),
      )
      .execute();
  }
}
