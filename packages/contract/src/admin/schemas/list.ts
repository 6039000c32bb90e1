import { z } from 'zod';
import { id, plainText } from '../../schemas/common.js';
import { ADMIN_LIST } from '../constants.js';

const PAGE_MESSAGE = 'página inválida';
const PER_PAGE_MESSAGE = `itens por página: de 1 a ${ADMIN_LIST.perPageMax}`;

/** A number from a query string ('2') or a JSON body (2). */
const queryInt = (message: string, min: number, max: number) =>
  z.coerce.number(message).int(message).min(min, message).max(max, message);

/** An id from a query string or a path: digits (the member contract's `id` takes both). */
export const queryId = id;

/** A CSV download (a template, the error rows, a report): text, not JSON; its documents say so. */
export const csvText = z.string().meta({ contentMediaType: 'text/csv' });

/** `:id` of a path such as `/operators/:id`. */
export const recordParams = z.object({ id: queryId });
export type RecordParams = z.infer<typeof recordParams>;

/** Free-text search of a list ('q'): one line, short. */
export const searchText = plainText().trim().max(100, 'busca muito longa');

export const sortOrder = z.enum(['asc', 'desc'], 'ordem deve ser asc ou desc');

/**
 * The query of every resource list (react-admin's getList): its own filters, then `sort` (a
 * field the list allows) and `order`, `page` (from 1) and `perPage` (≤ ADMIN_LIST.perPageMax).
 *
 *   export const operatorListQuery = listQuery(['name', 'email'], { q: searchText.optional() });
 */
export function listQuery<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(
  sortFields: S,
  filters: F = {} as F,
  defaultSort: { sort: S[number]; order: 'asc' | 'desc' } = {
    sort: sortFields[0],
    order: 'asc',
  },
) {
  return z.object({
    ...filters,
    sort: z.enum(sortFields, 'campo de ordenação inválido').default(defaultSort.sort),
    order: sortOrder.default(defaultSort.order),
    page: queryInt(PAGE_MESSAGE, 1, 1_000_000).default(1),
    perPage: queryInt(PER_PAGE_MESSAGE, 1, ADMIN_LIST.perPageMax).default(
      ADMIN_LIST.perPageDefault,
    ),
  });
}

/** Every list answers one page of items and the total that match the filters. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int().nonnegative() });
}

/** `{ id, name }` of a related record (an operator's companies). */
export const namedRef = z.object({ id: z.number(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;
