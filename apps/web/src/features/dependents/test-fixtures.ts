import type { DependentCard } from '@clube/contract';

export const ANA: DependentCard = {
  idDependente: 31,
  nome: 'Ana Souza',
  nascimento: '2012-06-08',
  grau: 'Filho(a)',
  sexo: 'Feminino',
  cpf: '153.509.460-56',
};
export const BRUNO: DependentCard = {
  idDependente: 32,
  nome: 'Bruno Souza',
  nascimento: '1986-09-30',
  grau: 'Cônjuge',
  sexo: 'Masculino',
  cpf: '529.982.247-25',
};
