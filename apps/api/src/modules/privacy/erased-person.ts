/**
 * What a card or dependent row keeps once its person is erased: the row (contracts, invoices and
 * history point at it) and no person (docs/decisions/026-lgpd-retention.md). The retention job and
 * a dependent's removal both write exactly this.
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
} as const;
