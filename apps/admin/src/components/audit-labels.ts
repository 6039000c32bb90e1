import { maskPhone } from '@clube/contract';
import { formatDate, formatDateTime } from '../lib/format';

/** The audit log's field keys as an operator reads them; a key not here is shown as written. */
export const FIELD_LABELS: Record<string, string> = {
  id: 'Código',
  nome: 'Nome',
  email: 'E-mail',
  telefone: 'Telefone',
  cpf: 'CPF',
  nascimento: 'Nascimento',
  sexo: 'Sexo',
  perfil: 'Perfil',
  idPerfil: 'Perfil',
  empresaId: 'Empresa',
  idEmpresa: 'Empresa',
  idCliente: 'Cartão',
  idPessoa: 'Pessoa',
  idContrato: 'Contrato',
  numeroCarteirinha: 'Carteirinha',
  validadeCarteirinha: 'Validade da carteirinha',
  encerradoEm: 'Encerrado em',
  status: 'Situação',
  arquivo: 'Arquivo',
  linhas: 'Linhas',
  create: 'A criar',
  update: 'A atualizar',
  unchanged: 'Sem mudança',
  error: 'Com erro',
  criar: 'A criar',
  atualizar: 'A atualizar',
  inalterado: 'Sem mudança',
  erro: 'Com erro',
  ausentes: 'Fora do arquivo',
  sessions: 'Sessões abertas',
  twoFactorEnabled: 'Verificação em duas etapas',
  role: 'Papel',
  companyIds: 'Empresas',
  tadodoi: 'Tá Dodói (atendimento de saúde)',
  atendimentoLiberado: 'Atendimento liberado',
  createDependents: 'Membros podem incluir dependentes',
  maxDependentes: 'Máximo de dependentes',
  colors: 'Cores',
  primary: 'Cor principal',
  secondary: 'Cor secundária',
  contrast: 'Cor do texto',
  contraste: 'Cor do texto',
  logo: 'Logotipo',
  ajuda: 'Ajuda',
  linkParceiroNacional: 'Link dos parceiros nacionais',
  linkPet: 'Link do pet',
  linkTreinos: 'Link dos treinos',
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  plano: 'Plano',
  formaPagamento: 'Forma de pagamento',
  valorMensal: 'Mensalidade',
  valor: 'Valor',
  inicio: 'Início',
  fim: 'Fim',
  vencimento: 'Vencimento',
  pagoEm: 'Pago em',
  boleto: 'Boleto',
  linhaDigitavel: 'Linha digitável',
  descricao: 'Descrição',
  medico: 'Médico',
  especialidade: 'Especialidade',
  documento: 'Documento',
  bytes: 'Tamanho (bytes)',
  codigo: 'Código',
  data: 'Data',
  urlVideo: 'Link da consulta',
  cancelavel: 'Membro pode cancelar',
  oculto: 'Oculto',
  ativo: 'Ativo',
  titulo: 'Título',
  texto: 'Texto',
  tela: 'Ao tocar, abre',
  parceiroId: 'Parceiro',
  empresas: 'Empresas',
  perfilId: 'Perfil',
  usoParceiroId: 'Uso do parceiro',
  usoModo: 'Membros com ou sem uso',
  canais: 'Canais',
  enviarEm: 'Envio',
  avisos: 'Avisos automáticos',
  appointments: 'Lembrete de consulta',
  invoiceDue: 'Fatura a vencer',
  invoiceOverdue: 'Fatura vencida',
  exclusivePartner: 'Novo parceiro exclusivo',
};

/** Codes and English states the log stores, by field. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: {
    dry_run: 'Simulação',
    confirmed: 'Confirmada',
    applying: 'Aplicando',
    done: 'Concluída',
    discarded: 'Descartada',
    failed: 'Falhou',
    agendado: 'Agendado',
    cancelado: 'Cancelado',
    agendada: 'Agendada',
    enviando: 'Enviando',
    enviada: 'Enviada',
    cancelada: 'Cancelada',
  },
  sexo: { '1': 'Masculino', '2': 'Feminino' },
  perfil: { '1': 'Dependente', '5': 'Titular', '7': 'Agregado', '9': 'Conveniado' },
  idPerfil: { '1': 'Dependente', '5': 'Titular', '7': 'Agregado', '9': 'Conveniado' },
  perfilId: { '5': 'Titular', '7': 'Agregado', '9': 'Conveniado' },
  role: { admin: 'Administrador', operator: 'Operador', support: 'Suporte' },
};

export const fieldLabel = (key: string) => FIELD_LABELS[key] ?? key;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One stored value as text: names for codes, dd/mm/aaaa dates, masked phones, sim/não. */
export function valueText(key: string, value: unknown): string {
  if (value === undefined) return '—';
  if (value === null || value === '') return '(vazio)';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  const named = VALUE_LABELS[key]?.[String(value)];
  if (named) return `${named} (${String(value)})`;
  if (typeof value === 'string') {
    if (value.startsWith('data:')) return '(imagem)';
    if (ISO_DATE.test(value)) return formatDate(value);
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    if (key === 'telefone' && /^\d{10,11}$/.test(value)) return maskPhone(value);
  }
  return String(value);
}
