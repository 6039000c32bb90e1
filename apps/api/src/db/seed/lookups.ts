import { PROFILES } from '@clube/contract';
import type { SeedContext } from './context.js';

export const SEXO = { masculino: 1, feminino: 2, outro: 3, naoInformado: 4 } as const;

export const GRAU = {
  conjuge: 1,
  filho: 2,
  pai: 3,
  mae: 4,
  irmao: 5,
  avo: 6,
  neto: 7,
  outro: 8,
} as const;

export async function seedLookups({ db }: SeedContext): Promise<void> {
  await db
    .insertInto('perfil')
    .values([
      { id: PROFILES.dependente, nome: 'Dependente' },
      { id: PROFILES.titular, nome: 'Titular' },
      { id: PROFILES.agregado, nome: 'Agregado' },
      { id: PROFILES.conveniado, nome: 'Conveniado' },
    ])
    .execute();
  await db
    .insertInto('sexo')
    .values([
      { id: SEXO.masculino, nome: 'Masculino' },
      { id: SEXO.feminino, nome: 'Feminino' },
      { id: SEXO.outro, nome: 'Outro' },
      { id: SEXO.naoInformado, nome: 'Prefiro não informar' },
    ])
    .execute();
  await db
    .insertInto('grau_parentesco')
    .values([
      { id: GRAU.conjuge, nome: 'Cônjuge' },
      { id: GRAU.filho, nome: 'Filho(a)' },
      { id: GRAU.pai, nome: 'Pai' },
      { id: GRAU.mae, nome: 'Mãe' },
      { id: GRAU.irmao, nome: 'Irmão(ã)' },
      { id: GRAU.avo, nome: 'Avô(ó)' },
      { id: GRAU.neto, nome: 'Neto(a)' },
      { id: GRAU.outro, nome: 'Outro' },
    ])
    .execute();
}
