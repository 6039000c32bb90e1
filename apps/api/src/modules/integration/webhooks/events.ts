import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookPayload } from '@clube/contract/integration';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

export type EventData = WebhookPayload['data'];
export interface CompanyEvent {
  type: WebhookEvent;
  data: Omit<EventData, 'companyId'>;
}

/**
 * Queues events of a company for each of its active endpoints that subscribed to them, in the
 * transaction of the write that caused them (a write that rolls back sends nothing). Each
 * delivery gets its stable `webhook-id` now; the worker (jobs/deliver-webhooks.ts) sends it.
 */
export async function queueEvents(
  db: Db,
  empresaId: number,
  events: readonly CompanyEvent[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  const endpoints = await subscribedEndpoints(db, empresaId);
  if (endpoints.length === 0) return;
  const at = now.toISOString();
  const rows = endpoints.flatMap((endpoint) =>
    events
      .filter((event) => endpoint.events.has(event.type))
      .map((event) => ({
        endpoint_id: endpoint.id,
        mensagem_id: `msg_${randomUUID().replaceAll('-', '')}`,
        evento: event.type,
        corpo: JSON.stringify({
          type: event.type,
          timestamp: at,
          data: { companyId: empresaId, ...event.data },
        } satisfies WebhookPayload),
        status: 'pendente' as const,
        proxima_tentativa_em: null,
        ultima_resposta: null,
        ultimo_erro: null,
        created_at: at,
        entregue_em: null,
      })),
  );
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('webhook_entrega')
      .values(rows.slice(i, i + 100))
      .execute();
}

/** Whether any active endpoint of the company wants any of these events (skips id look-ups). */
export async function wantsAny(
  db: Db,
  empresaId: number,
  types: readonly WebhookEvent[],
): Promise<boolean> {
  const endpoints = await subscribedEndpoints(db, empresaId);
  return endpoints.some((e) => types.some((type) => e.events.has(type)));
}

async function subscribedEndpoints(db: Db, empresaId: number) {
  const rows = await db
    .selectFrom('webhook_endpoint')
    .select(['id', 'eventos'])
    .where('empresa_id', '=', empresaId)
    .where('ativo', '=', 1)
    .execute();
  return rows.map((r) => ({ id: r.id, events: new Set(JSON.parse(r.eventos) as string[]) }));
}
