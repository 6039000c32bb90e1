import type { companyFields } from '@clube/contract/admin';
import {
  DEFAULT_MAX_DEPENDENTS,
  type AdminCompany,
  type CompanyFieldsInput,
} from '@clube/contract/admin';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type CompanyFormValues = CompanyFieldsInput;
export type CompanyFormOutput = z.output<typeof companyFields>;

export const NEW_COMPANY: CompanyFormValues = {
  nome: '',
  logo: '',
  colors: { primary: '#1f4e8c', secondary: '#b45309', contrast: '#ffffff' },
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
  maxDependentes: DEFAULT_MAX_DEPENDENTS,
};

export function companyToForm(c: AdminCompany): CompanyFormValues {
  return {
    nome: c.nome,
    logo: c.logo,
    colors: { ...c.colors },
    tadodoi: c.tadodoi,
    createDependents: c.createDependents,
    atendimentoLiberado: c.atendimentoLiberado,
    linkPet: c.linkPet,
    linkTreinos: c.linkTreinos,
    linkParceiroNacional: c.linkParceiroNacional,
    ajuda: { ...c.ajuda },
    menus: { ...c.menus },
    maxDependentes: c.maxDependentes,
  };
}

/** The company form as its sections see it. */
export type CompanyFormApi = UseFormReturn<CompanyFormValues, unknown, CompanyFormOutput>;
