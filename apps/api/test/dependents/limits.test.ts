import { randomBytes } from 'node:crypto';
import {
  DEPENDENT_MESSAGES,
  endpoints,
  LIMITS,
  maskCpf,
  PHOTO_QUOTA_MESSAGE,
  todayInBrazil,
  TOO_MANY_WRITES_MESSAGE,
  type Dependent,
} from '@clube/contract';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import type { Cliente } from '../../src/db/schema.js';
import { tokenFor } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import {
  dependentPayload,
  dependentRowsOf,
  send,
  type DependentsWorld,
  dependentsTest,
} from './setup.js';

const it = dependentsTest();
/** The same world on an app with the real writes-per-minute limit. */
const withWriteLimit = dependentsTest({ memberWritesPerMinute: LIMITS.memberWritesPerMinute });

const db = (w: DependentsWorld) => w.t.database.db;

/** A member of a company with the default settings (10 dependents per card), and their token. */
async function freshMember(
  w: DependentsWorld,
  empresaValues = {},
): Promise<{ member: TestMember; token: string }> {
  const empresa = await insertEmpresa(db(w), { create_dependents: 1, ...empresaValues });
  const member = await createMember(db(w), { empresas: [empresa] });
  return { member, token: await tokenFor(w.t.app, member.usuario) };
}
const add = (w: DependentsWorld, card: Cliente, token: string, overrides = {}) =>
  send(w.t.app, endpoints.insertDependente, dependentPayload(card, overrides), { token });
const liveDependents = async (w: DependentsWorld, card: Cliente) =>
  (await dependentRowsOf(w, card.id)).filter((row) => row.anonimizado_em === null);

describe('dependents per card', () => {
  it('stops at the company default of 10 with a clear 409, storing nothing more', async ({
    dependents: w,
  }) => {
    const { member, token } = await freshMember(w);
    const card = member.cards[0]!; // already has one dependent
    for (let i = 0; i < 9; i += 1) expect((await add(w, card, token)).statusCode).toBe(200);
    expect(await liveDependents(w, card)).toHaveLength(10);

    const refused = await add(w, card, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Este cartão já tem o máximo de 10 dependentes.',
      code: 'DEPENDENT_LIMIT',
    });
    expect(await liveDependents(w, card)).toHaveLength(10);

    const removed = await send(
      w.t.app,
      endpoints.deleteDependente,
      { idDependente: member.dependent.id },
      { token },
    );
    expect(removed.statusCode).toBe(200);
    expect((await add(w, card, token)).statusCode).toBe(200);
  });

  it("follows the company's own setting, even under parallel requests", async ({
    dependents: w,
  }) => {
    const { member, token } = await freshMember(w, { max_dependentes: 3 });
    const card = member.cards[0]!;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => add(w, card, token)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(await liveDependents(w, card)).toHaveLength(3);
    expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe(
      DEPENDENT_MESSAGES.limitReached(3),
    );
  });
});

describe('photos per member', () => {
  /** A photo of noise: about 700 KB even after re-encoding, the worst case of a real upload. */
  const noisyPhoto = async () => {
    const side = 1000;
    const raw = randomBytes(side * side * 3);
    const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    expect(jpeg.length).toBeLessThan(LIMITS.photoBytes);
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  };
  const storedBytes = async (w: DependentsWorld, usuarioId: number) =>
    (
      await db(w)
        .selectFrom('midia')
        .select('conteudo')
        .where('usuario_id', '=', usuarioId)
        .execute()
    )
      .map((m) => m.conteudo.length)
      .reduce((a, b) => a + b, 0);

  it(`keeps one member's photos within ${LIMITS.photoQuotaBytes} bytes with a clear 413`, async ({
    dependents: w,
  }) => {
    const { member, token } = await freshMember(w);
    const card = member.cards[0]!;
    const foto = await noisyPhoto();
    let refused;
    const saved: Dependent[] = [];
    for (let i = 0; i < 9 && !refused; i += 1) {
      const response = await add(w, card, token, { foto });
      if (response.statusCode === 200) saved.push(response.json<Dependent>());
      else refused = response;
    }
    expect(refused?.statusCode).toBe(413);
    expect(refused?.json()).toEqual({ message: PHOTO_QUOTA_MESSAGE, code: 'PHOTO_QUOTA_EXCEEDED' });
    const used = await storedBytes(w, member.usuario.id);
    expect(used).toBeLessThanOrEqual(LIMITS.photoQuotaBytes);
    expect(used).toBeGreaterThan(LIMITS.photoQuotaBytes / 2);
    expect(await liveDependents(w, card)).toHaveLength(1 + saved.length);

    // Replacing a photo is allowed at the limit: the old one no longer counts.
    const first = saved[0]!;
    const replaced = await send(
      w.t.app,
      endpoints.updateDependente,
      {
        ...dependentPayload(card, { cpf: first.cpf, foto }),
        idDependente: first.idDependente,
      },
      { token },
    );
    expect(replaced.statusCode).toBe(200);
    expect(await storedBytes(w, member.usuario.id)).toBeLessThanOrEqual(LIMITS.photoQuotaBytes);
  });
});

describe('fields the server decides', () => {
  it('admits a dependent today whatever date the client sends, and keeps it on update', async ({
    dependents: w,
  }) => {
    const response = await add(w, w.me.cards[0]!, w.token, { dataAdmissao: '1800-01-01' });
    expect(response.statusCode).toBe(200);
    const saved = response.json<Dependent>();
    expect(saved.dataAdmissao).toBe(todayInBrazil());
    await db(w)
      .updateTable('cliente')
      .set({ data_admissao: '2024-02-01' })
      .where('id', '=', saved.idDependente)
      .execute();
    const updated = await send(
      w.t.app,
      endpoints.updateDependente,
      {
        ...dependentPayload(w.me.cards[0]!, { cpf: saved.cpf, dataAdmissao: '1800-01-01' }),
        idDependente: saved.idDependente,
      },
      { token: w.token },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Dependent>().dataAdmissao).toBe('2024-02-01');
  });

  it.for([
    ['a holder of another card', (w: DependentsWorld) => w.someoneElse.cards[0]!.cpf],
    ['a member who signs in', (w: DependentsWorld) => w.someoneElse.usuario.login],
  ] as const)(
    'refuses the CPF of %s as a dependent with 409, storing nothing',
    async ([_who, cpfOf], { dependents: w }) => {
      const before = await dependentRowsOf(w, w.me.cards[0]!.id);
      const response = await add(w, w.me.cards[0]!, w.token, { cpf: maskCpf(cpfOf(w)) });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: DEPENDENT_MESSAGES.memberCpf, code: 'CONFLICT' });
      expect(await dependentRowsOf(w, w.me.cards[0]!.id)).toEqual(before);
    },
  );
});

describe('writes per member and minute', () => {
  const it = withWriteLimit;

  it(`answers 429 after ${LIMITS.memberWritesPerMinute} writes, to that member only`, async ({
    dependents: limited,
  }) => {
    const card = limited.me.cards[0]!;
    const write = (token: string, body = dependentPayload(card)) =>
      send(limited.t.app, endpoints.insertDependente, body, { token });
    const theirCard = limited.someoneElse.cards[0]!;
    for (let i = 0; i < LIMITS.memberWritesPerMinute; i += 1) {
      // Refused writes count too (here: someone else's card, 403).
      const body = i % 2 ? dependentPayload(card) : dependentPayload(theirCard);
      const response = await write(limited.token, body);
      expect(response.statusCode).toBe(i % 2 ? 200 : 403);
    }
    const before = await dependentRowsOf(limited, card.id);
    const refused = await write(limited.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_WRITES_MESSAGE, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await dependentRowsOf(limited, card.id)).toEqual(before);

    // The count is per member, not per endpoint: rating a partner is a write too.
    const rating = await send(
      limited.t.app,
      endpoints.insereAvaliacao,
      {
        idCliente: card.id,
        idPerfil: card.perfil_id,
        idServicoParceiro: 1,
        idParceiro: 1,
        nota: 5,
        comentario: '',
      },
      { token: limited.token },
    );
    expect(rating.statusCode).toBe(429);

    const reads = await send(
      limited.t.app,
      endpoints.getDependentes,
      { idCliente: card.id, idPerfil: card.perfil_id },
      { token: limited.token },
    );
    expect(reads.statusCode).toBe(200);
    const other = limited.someoneElse.cards[0]!;
    expect((await write(limited.otherToken, dependentPayload(other))).statusCode).toBe(200);
  });
});
