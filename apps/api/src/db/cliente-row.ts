import type { NewCliente } from './schema.js';

/**
 * A `cliente` row's person, blank: what a card or dependent keeps once its person is erased (the
 * row stays, since contracts, invoices and history point at it; docs/decisions/026-lgpd-retention.md),
 * and what a new row starts from. The retention job and a dependent's removal both write exactly
 * this.
 */
export const ERASED_PERSON = {
  nome: '',
  cpf: '',
  email: '',
  telefone1: '',
  telefone2: '',
  uc: '',
  foto: '',
  nascimento: null,
  data_admissao: null,
  sexo_id: null,
  grau_parentesco_id: null,
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
  numero_carteirinha: '',
  validade_carteirinha: null,
  /** The card's rotating-code secret: no code of an erased person is ever accepted again. */
  codigo_segredo: null,
} as const;

type Person = { -readonly [K in keyof typeof ERASED_PERSON]?: NewCliente[K] };

/**
 * A full new `cliente` row (a company card or a dependent) made at `at`: the card's keys, the
 * person fields given, every other person field blank, open (neither ended nor erased).
 */
export function newClienteRow(
  card: Pick<NewCliente, 'usuario_id' | 'titular_id' | 'empresa_id' | 'perfil_id'> & Person,
  at: string,
): NewCliente {
  return {
    ...ERASED_PERSON,
    ...card,
    created_at: at,
    updated_at: at,
    anonimizado_em: null,
    encerrado_em: null,
  };
}
