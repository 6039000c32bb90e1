import type { Identity, VirtualBadgeResponse } from '@clube/contract';
import { readOfflineCopy, saveOfflineCopy } from '../../lib/offline-copies';

/** The last card the server gave for one identity, and when it arrived (an ISO instant). */
export interface SavedCard {
  badge: VirtualBadgeResponse;
  savedAt: string;
}

const copyName = ({ idCliente, idPerfil }: Identity) => `carteirinha:${idCliente}:${idPerfil}`;

const BADGE_FIELDS = {
  idCliente: 'number',
  idPerfil: 'number',
  nome: 'string',
  cpf: 'string',
  imagemRodape: 'string',
  numero: 'string',
  validade: 'string',
} as const satisfies Record<Exclude<keyof VirtualBadgeResponse, 'codigo'>, 'number' | 'string'>;

/** The rotating code's secret, kept with the card so the code is derived offline too. */
function isCodeSecret(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null) return false;
  const { segredo, passo, digitos } = value as Record<string, unknown>;
  return typeof segredo === 'string' && passo === 30 && digitos === 6;
}

function isVirtualBadge(value: unknown): value is VirtualBadgeResponse {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Object.entries(BADGE_FIELDS).every(([field, type]) => typeof record[field] === type) &&
    isCodeSecret(record.codigo)
  );
}

export function saveCard(
  identity: Identity,
  badge: VirtualBadgeResponse,
  now: Date = new Date(),
): void {
  saveOfflineCopy(copyName(identity), { badge, savedAt: now.toISOString() } satisfies SavedCard);
}

/** The saved card of this identity, or null when there is none (or it is not a card). */
export function readSavedCard(identity: Identity): SavedCard | null {
  const stored = readOfflineCopy(copyName(identity));
  if (typeof stored !== 'object' || stored === null) return null;
  const { badge, savedAt } = stored as Partial<Record<keyof SavedCard, unknown>>;
  if (!isVirtualBadge(badge) || typeof savedAt !== 'string') return null;
  // A copy written for another identity is never shown for this one.
  if (badge.idCliente !== identity.idCliente || badge.idPerfil !== identity.idPerfil) return null;
  return { badge, savedAt };
}
