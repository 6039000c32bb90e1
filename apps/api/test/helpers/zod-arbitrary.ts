import fc from 'fast-check';
import type { z } from 'zod';

/*
 * fast-check arbitraries walked from a zod v4 schema (its `_zod.def` tree and checks): values
 * shaped like what the schema accepts, where any field may instead hold something hostile. Built
 * for fuzzing the API, not for generating only valid data: most bodies it makes are refused, and
 * that refusal is what the fuzz test checks (a 4xx with a message, never a 5xx, nothing written).
 */

interface CheckDef {
  check: string;
  value?: unknown;
  inclusive?: boolean;
  maximum?: number;
  minimum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
}
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((c) => c._zod.def);

/** Keys a careless merge would turn into a prototype change. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** An object with own `__proto__`/`constructor` keys, as JSON.parse makes them. */
const pollution = () =>
  JSON.parse(
    '{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}}}',
  ) as object;

function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'fundo';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** Values no form sends: huge, deep, invisible, mistyped, out of range, prototype keys. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'Ana\u0000Maria',
      'abc\u202etxt.exe',
      '\u2028',
      '\ud800',
      '𝕏🙂 ação ÇÃO ß',
      'a\u0301'.repeat(50),
      '-1',
      '0',
      '01',
      '1e309',
      '0x1F',
      '9'.repeat(400),
      'NaN',
      'Infinity',
      'null',
      'true',
      '[]',
      '{}',
      "' OR 1=1 --",
      '"; DROP TABLE usuario; --',
      '<script>alert(1)</script>',
      '../../../etc/passwd',
      '%00%ff',
      '${7*7}{{7*7}}',
      'data:image/png;base64,AAAA',
      'data:text/html;base64,PHNjcmlwdD4=',
    ),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      -1,
      0,
      -0,
      0.5,
      1.5,
      -2_147_483_648,
      2_147_483_647,
      2_147_483_648,
      2 ** 53,
      2 ** 53 + 2,
      -(2 ** 53),
      1e308,
      Number.MIN_VALUE,
    ),
  },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [1, 2, 3]) },
  { weight: 1, arbitrary: fc.constant(null).map(pollution) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 50, max: 1500 }), fc.boolean())
      .map(([depth, asArray]) => nested(depth, asArray)),
  },
  // Past the longest field, and past the body limit (413).
  { weight: 1, arbitrary: fc.constantFrom(10_000, 200_000, 3_000_000).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Strings the app's fields take (CPF, dates, CEP, phone, e-mail, photo), to get past the schema. */
export const plausibleString: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '529.982.247-25',
  '52998224725',
  '111.111.111-11',
  '2014-03-09',
  '2026-02-30',
  '01310-100',
  '(11) 98765-4321',
  'maria@example.com',
  'Maria da Silva',
  'senha-forte-1',
  '1234',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);

export interface ArbitraryOptions {
  /** Values worth trying for a field, by name (the member's own ids): offered beside the schema's. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** Relative weight of a hostile value at each field (against 6 for a schema-shaped one). */
  hostileWeight?: number;
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const max = Math.min(...checks.flatMap((c) => (c.check === 'max_length' ? [c.maximum!] : [])));
  const min = Math.max(0, ...checks.flatMap((c) => (c.check === 'min_length' ? [c.minimum!] : [])));
  const pattern =
    def.pattern ?? checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  const cap = Number.isFinite(max) ? max : 60;
  const shaped: fc.Arbitrary<string>[] = [
    fc.string({ minLength: Math.min(min, cap), maxLength: Math.min(cap, 60) }),
    plausibleString,
  ];
  if (def.format === 'email') shaped.push(fc.emailAddress());
  else if (pattern) shaped.push(fc.stringMatching(pattern));
  // The boundary: exactly the longest allowed, and one past it.
  if (Number.isFinite(max)) shaped.push(fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1)));
  return fc.oneof(...shaped);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer = checks.some(
    (c) => c.check === 'number_format' && /int/.test(String(c.format ?? '')),
  );
  let min = -1e9;
  let max = 1e9;
  for (const c of checks) {
    if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : integer ? 1 : 0);
    if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : integer ? 1 : 0);
  }
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true });
  // The boundaries and one past each.
  return fc.oneof(inRange, fc.constantFrom(min, max, min - 1, max + 1));
}

/** Builds a record whose keys may include `__proto__` as an own property (Object.fromEntries). */
function objectArbitrary(
  shape: Record<string, z.ZodType>,
  options: ArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(shape).map(([key, field]) => {
    const kind = defOf(field).type;
    const optional = kind === 'optional' || kind === 'default';
    const value = fieldArbitrary(key, field, options);
    // An omitted required field is a case too: rarely, so the other fields get tried.
    return fc
      .oneof(
        { weight: 12, arbitrary: value.map((v) => [key, v] as const) },
        { weight: optional ? 4 : 1, arbitrary: fc.constant(null) },
      )
      .map((entry) => entry);
  });
  const extra = fc.oneof(
    { weight: 8, arbitrary: fc.constant([] as [string, unknown][]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string()), hostile),
        { maxLength: 3 },
      ),
    },
  );
  return fc
    .tuple(fc.tuple(...fields), extra)
    .map(([entries, more]) =>
      Object.fromEntries([
        ...entries.filter((e): e is readonly [string, unknown] => e !== null),
        ...more,
      ]),
    );
}

function fieldArbitrary(
  key: string,
  schema: z.ZodType,
  options: ArbitraryOptions,
): fc.Arbitrary<unknown> {
  const hint = options.fields?.[key];
  const shaped = fromZod(schema, options);
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 2, arbitrary: shaped }) : shaped;
}

/** A schema-shaped value without hostile leaves (the structure the schema describes). */
function shapedArbitrary(schema: z.ZodType, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return objectArbitrary(def.shape ?? {}, options);
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'int':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => fromZod(o, options)));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(fromZod(def.innerType!, options), { nil: undefined });
    case 'nullable':
      return fc.option(fromZod(def.innerType!, options), { nil: null });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fromZod(def.innerType!, options);
    case 'pipe':
      return fromZod(def.in!, options);
    case 'lazy':
      return fromZod(def.getter!(), options);
    case 'array':
      return fc.array(fromZod(def.element!, options), { maxLength: 4 });
    case 'intersection':
      return fc
        .tuple(fromZod(def.left!, options), fromZod(def.right!, options))
        .map(([l, r]) => ({ ...(l as object), ...(r as object) }));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), fromZod(def.valueType!, options), {
        maxKeys: 4,
      });
    default:
      // transform, custom, any, unknown…: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Schema-shaped values where, at every field, a hostile value may stand instead. */
export function fromZod(schema: z.ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, options);
  const kind = defOf(schema).type;
  // Containers are not replaced whole here (their fields are): the top level decides that.
  if (kind === 'object' || kind === 'pipe' || kind === 'optional' || kind === 'default')
    return shaped;
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: options.hostileWeight ?? 1, arbitrary: hostile },
  );
}

/** The object shape inside a schema (through optional, pipe, intersection and union), if any. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return def.shape ?? {};
    case 'pipe':
      return shapeOf(def.in!);
    case 'intersection':
      return { ...shapeOf(def.left!), ...shapeOf(def.right!) };
    case 'union':
      return Object.assign({}, ...(def.options ?? []).map(shapeOf)) as Record<string, z.ZodType>;
    default:
      return def.innerType ? shapeOf(def.innerType) : {};
  }
}

/** The longest string a field takes (its `max` through wrappers); 0 without one. */
function maxLengthOf(schema: z.ZodType): number {
  const def = defOf(schema);
  const own = checksOf(def).flatMap((c) => (c.check === 'max_length' ? [c.maximum!] : []));
  const inner = [def.innerType, def.in, ...(def.options ?? [])].filter(
    (s): s is z.ZodType => s !== undefined,
  );
  return Math.max(0, ...own, ...inner.map(maxLengthOf));
}

/** The top-level fields of an object schema with the longest string each takes. */
export function fieldsOf(
  schema: z.ZodType,
): { name: string; schema: z.ZodType; maxLength: number }[] {
  return Object.entries(shapeOf(schema)).map(([name, field]) => ({
    name,
    schema: field,
    maxLength: maxLengthOf(field),
  }));
}
