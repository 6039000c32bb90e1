import { randomBytes } from 'node:crypto';
import { todayInBrazil } from '@clube/contract';
import {
  CARD_CODE_STEP_SECONDS,
  CHECK_REASON_MESSAGES,
  matchCardCode,
  type CheckReason,
  type CheckResponse,
} from '@clube/contract/partner';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { precompiled } from '../../lib/precompiled.js';
import type { SignedInStaff } from '../../plugins/partner-session.js';
import { offersFor } from './offers.js';

type Db = Kysely<Database>;

/** How far back a code counts as expired rather than wrong (a screenshot, a slow queue). */
const EXPIRED_LOOKBACK_STEPS = 20;

export interface CheckInput {
  cartao?: string | undefined;
  cpf?: string | undefined;
  codigo: string;
}

interface Candidate {
  id: number;
  nome: string;
  foto: string;
  empresa_id: number;
  validade_carteirinha: string | null;
  codigo_segredo: string | null;
  encerrado_em: string | null;
  titular_encerrado_em: string | null;
  empresa_nome: string;
  empresa_logo: string;
}

function candidatesQuery(by: 'c.numero_carteirinha' | 'c.cpf') {
  return precompiled((db, arg) =>
    db
      .selectFrom('cliente as c')
      .innerJoin('empresa as e', 'e.id', 'c.empresa_id')
      .leftJoin('cliente as t', 't.id', 'c.titular_id')
      .select([
        'c.id',
        'c.nome',
        'c.foto',
        'c.empresa_id',
        'c.validade_carteirinha',
        'c.codigo_segredo',
        'c.encerrado_em',
        't.encerrado_em as titular_encerrado_em',
        'e.nome as empresa_nome',
        'e.logo as empresa_logo',
      ])
      .where('c.anonimizado_em', 'is', null)
      .where(by, '=', arg<string>(0))
      .orderBy('c.id')
      .limit(20),
  );
}
const candidatesByCard = candidatesQuery('c.numero_carteirinha');
const candidatesByCpf = candidatesQuery('c.cpf');

/** The live (not anonymised) cards with this number or CPF, with their company. */
function findCandidates(db: Db, input: CheckInput): Promise<Candidate[]> {
  return input.cartao
    ? candidatesByCard(db, [input.cartao])
    : candidatesByCpf(db, [input.cpf ?? '']);
}

const usedCode = precompiled((db, arg) =>
  db
    .selectFrom('uso_codigo')
    .select('passo')
    .where('cliente_id', '=', arg<number>(0))
    .where('passo', '=', arg<number>(1)),
);

const ended = (c: Candidate, today: string) =>
  c.encerrado_em !== null ||
  c.titular_encerrado_em !== null ||
  (c.validade_carteirinha !== null && c.validade_carteirinha < today);

function expiredMatch(c: Candidate, code: string, unixSeconds: number): boolean {
  if (!c.codigo_segredo) return false;
  const back = (EXPIRED_LOOKBACK_STEPS * CARD_CODE_STEP_SECONDS) / 2;
  return (
    matchCardCode(c.codigo_segredo, code, unixSeconds - back, EXPIRED_LOOKBACK_STEPS / 2) !== null
  );
}

export interface CheckOutcome {
  answer: CheckResponse;
  /** Counts toward the invalid-codes lockout. */
  invalidCode: boolean;
}

/**
 * Checks a card at a counter and logs the check (valid or not, with who checked which card). A
 * valid answer reveals only the first name, photo, company, validity and the offers that apply.
 */
export async function checkCard(
  db: Db,
  staff: SignedInStaff,
  input: CheckInput,
  now: Date,
  signPhoto: (url: string) => string,
): Promise<CheckOutcome> {
  const unixSeconds = Math.floor(now.getTime() / 1000);
  const today = todayInBrazil(now);
  const candidates = await findCandidates(db, input);
  let card: Candidate | undefined;
  let step: number | null = null;
  for (const c of candidates) {
    if (!c.codigo_segredo || ended(c, today)) continue;
    const matched = matchCardCode(c.codigo_segredo, input.codigo, unixSeconds);
    if (matched !== null) {
      card = c;
      step = matched;
      break;
    }
  }

  const log = async (reason: CheckReason | 'VALIDO', clienteId: number | null, token?: string) => {
    const row = await db
      .insertInto('parceiro_verificacao')
      .values({
        atendente_id: staff.id,
        parceiro_id: staff.parceiroId,
        cliente_id: clienteId,
        resultado: reason,
        passo: reason === 'VALIDO' ? step : null,
        token: token ?? null,
        criado_em: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const refuse = async (
    reason: CheckReason,
    clienteId: number | null,
    invalidCode: boolean,
  ): Promise<CheckOutcome> => {
    await log(reason, clienteId);
    return {
      answer: { valido: false, motivo: reason, mensagem: CHECK_REASON_MESSAGES[reason] },
      invalidCode,
    };
  };

  if (!card) {
    if (candidates.length === 0) return refuse('CARTAO_NAO_ENCONTRADO', null, true);
    const live = candidates.filter((c) => !ended(c, today));
    if (live.length === 0) return refuse('CARTAO_VENCIDO', candidates[0]!.id, false);
    const stale = live.find((c) => expiredMatch(c, input.codigo, unixSeconds));
    if (stale) return refuse('CODIGO_EXPIRADO', stale.id, true);
    return refuse('CODIGO_INVALIDO', live.length === 1 ? live[0]!.id : null, true);
  }

  const [used] = await usedCode(db, [card.id, step!]);
  if (used) return refuse('CODIGO_USADO', card.id, true);

  const ofertas = await offersFor(db, staff.parceiroId, card.empresa_id, now);
  if (ofertas.length === 0) return refuse('SEM_BENEFICIO', card.id, false);

  const verificacao = randomBytes(18).toString('base64url');
  await log('VALIDO', card.id, verificacao);
  return {
    answer: {
      valido: true,
      verificacao,
      membro: {
        primeiroNome: card.nome.trim().split(/\s+/)[0] ?? '',
        foto: card.foto ? signPhoto(card.foto) : null,
        empresa: { nome: card.empresa_nome, logo: card.empresa_logo },
        validade: card.validade_carteirinha,
      },
      ofertas,
    },
    invalidCode: false,
  };
}
