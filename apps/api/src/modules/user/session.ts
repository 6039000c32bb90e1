import type { Company, LoginResponse } from '@clube/contract';
import type { Usuario } from '../../db/schema.js';
import type { SessionToken } from '../../plugins/auth.js';
import type { CompanyCardRow } from './queries.js';

export function toCompany(card: CompanyCardRow): Company {
  return {
    idEmpresa: card.idEmpresa,
    idCliente: card.idCliente,
    idPerfil: card.idPerfil,
    nomeEmpresa: card.nome,
    atendimentoLiberado: card.atendimento_liberado === 1,
    tadodoi: card.tadodoi === 1,
    createDependents: card.create_dependents === 1,
    linkPet: card.link_pet,
    linkTreinos: card.link_treinos,
    logo: card.logo,
    colors: {
      primary: card.cor_primaria,
      secondary: card.cor_secundaria,
      contrast: card.cor_contraste,
    },
  };
}

/** The Login answer: the stored session (docs/product.md#acting-identity). */
export function toLoginResponse(
  usuario: Usuario,
  cards: CompanyCardRow[],
  token: SessionToken,
): LoginResponse {
  return {
    token,
    alterarSenha: usuario.alterar_senha === 1,
    aceiteTermo: usuario.termo_pendente === 1,
    login: usuario.login,
    nome: usuario.nome,
    email: usuario.email,
    telefone: usuario.telefone,
    foto: usuario.foto,
    idUsuario: usuario.id,
    empresas: cards.map(toCompany),
  };
}
