import type { Company, ResponseBody } from '@clube/contract';
import type { Session } from '../src/lib/session';

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    idEmpresa: 1,
    idCliente: 10,
    idPerfil: 5,
    nomeEmpresa: 'Empresa Aurora',
    atendimentoLiberado: true,
    tadodoi: true,
    createDependents: true,
    linkPet: 'https://pet.example/aurora',
    linkTreinos: '',
    logo: '/media/logos/aurora.svg',
    colors: { primary: '#0b6e4f', secondary: '#f2c14e', contrast: '#ffffff' },
    ...overrides,
  };
}

const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    token: { token: 'token-abc', expiration: inOneHour() },
    alterarSenha: false,
    aceiteTermo: false,
    login: '52998224725',
    nome: 'Maria das Graças Souza',
    email: 'maria@example.com',
    telefone: '11987654321',
    foto: '',
    idUsuario: 7,
    empresas: [
      makeCompany(),
      makeCompany({ idEmpresa: 2, idCliente: 20, idPerfil: 9, nomeEmpresa: 'Cooperativa Sol' }),
    ],
    ...overrides,
  } satisfies ResponseBody<'login'>;
}

/** A JSON answer as the server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
