import {
  ADMIN_ACTIONS,
  ADMIN_RESOURCES,
  type AdminCompany,
  type AdminPartner,
  type AdminPermissions,
  type ImportJob,
  type MeResponse,
} from '@clube/contract/admin';

const ALL: AdminPermissions = {
  ...(Object.fromEntries(ADMIN_RESOURCES.map((r) => [r, []])) as unknown as AdminPermissions),
  operators: [...ADMIN_ACTIONS],
  companies: ['list', 'read', 'create', 'update'],
  members: ['list', 'read', 'create', 'update', 'delete', 'resetPassword', 'unlock'],
  imports: ['list', 'read', 'create', 'update'],
  audit: ['list', 'read'],
};

export function meAdmin(overrides: Partial<MeResponse['operator']> = {}): MeResponse {
  return {
    operator: {
      id: 1,
      email: 'ana@clube.test',
      name: 'Ana Administradora',
      role: 'admin',
      mustChangePassword: false,
      totpEnabled: true,
      ...overrides,
    },
    companies: [
      { id: 1, name: 'Viva Mais Benefícios' },
      { id: 2, name: 'Conecta Saúde Clube' },
    ],
    permissions: ALL,
    session: { idleExpiresAt: '2026-11-23T12:30:00.000Z', expiresAt: '2026-11-23T23:00:00.000Z' },
  };
}

export function company(overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    id: 7,
    nome: 'Acme Saúde',
    logo: '',
    colors: { primary: '#1f4e8c', secondary: '#b45309', contrast: '#ffffff' },
    contraste: { primary: 8.31, secondary: 5.02 },
    tadodoi: false,
    createDependents: true,
    atendimentoLiberado: false,
    linkPet: '',
    linkTreinos: '',
    linkParceiroNacional: '',
    ajuda: {
      telefone1: '',
      telefone2: '',
      email: '',
      cep: '',
      logradouro: '',
      numero: '',
      complemento: '',
      bairro: '',
      cidade: '',
      uf: '',
    },
    menus: { nacional: true, exclusivo: true, local: true },
    maxDependentes: 10,
    ...overrides,
  };
}

export function importJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 5,
    companyId: 1,
    companyName: 'Viva Mais Benefícios',
    operatorId: 1,
    fileName: 'membros-novembro.csv',
    status: 'dry_run',
    firstPassword: 'nascimento',
    deactivateMissing: false,
    encoding: 'windows-1252',
    delimiter: ';',
    ignoredColumns: ['observação'],
    total: 120,
    applied: 0,
    counts: { create: 100, update: 12, unchanged: 5, error: 3 },
    missing: 4,
    deactivated: 0,
    firstErrors: [
      { line: 4, cpf: '123.456.789-00', error: 'CPF inválido!' },
      { line: 9, cpf: '529.982.247-25', error: 'CPF repetido no arquivo (já está na linha 2)' },
      {
        line: 17,
        cpf: '111.444.777-35',
        error:
          'nome: parece uma fórmula de planilha (começa com =, +, -, @ ou tabulação); corrija o texto',
      },
    ],
    firstCreates: [
      {
        line: 2,
        cpf: '***.456.789-**',
        nome: 'Maria da Silva',
        perfil: 'Titular',
        hasSignIn: false,
      },
      { line: 3, cpf: '***.222.333-**', nome: 'Pedro Lima', perfil: 'Agregado', hasSignIn: true },
    ],
    firstUpdates: [
      {
        line: 6,
        cpf: '***.982.247-**',
        nome: 'Rita Souza',
        changes: [
          { field: 'telefone', from: '(11) 98765-4321', to: '(21) 3333-4444' },
          { field: 'situacao', from: 'Encerrado', to: 'Ativo' },
        ],
      },
    ],
    message: '',
    createdAt: '2026-11-23T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** A partner as the console's API answers it; a test overrides what it is about. */
export function adminPartner(overrides: Partial<AdminPartner> = {}): AdminPartner {
  return {
    id: 9,
    nome: 'Sorveteria Pinguim',
    categoriaId: 3,
    categoria: 'Alimentação',
    logo: '',
    banner: '',
    desconto: '15% de desconto',
    descontoEstruturado: null,
    texto: '',
    textoCompleto: '',
    validade: '',
    link: '',
    beneficio: '',
    resgate: '',
    voucher: '',
    resumo: '',
    descricao: '',
    parceriaOnline: false,
    parceriaFisica: true,
    redeSocial: '',
    carteirinha: true,
    cep: '',
    logradouro: '',
    numero: '',
    bairro: '',
    cidade: '',
    uf: '',
    whatsapp: '',
    latitude: null,
    longitude: null,
    ativo: true,
    vencido: false,
    acessos: 12,
    visibilidade: [],
    outrasEmpresas: 0,
    editavel: true,
    ...overrides,
  };
}
