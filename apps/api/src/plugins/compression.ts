import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isUnder } from '../lib/request-path.js';

export interface CompressionOptions {
  /** Bytes below which an answer goes as it is (default COMPRESSION_THRESHOLD). */
  threshold?: number;
}

/** Under ~1 KB the bytes saved do not pay for the work (bench/README.md, compression). */
export const COMPRESSION_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with from an Accept-Encoding header: br before gzip when both are
 * acceptable (q > 0, by name or through `*`), none when neither is.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepts = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

// Brotli at quality 4 and gzip at level 6: most of the gain for a fraction of the top levels' CPU.
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

const compress = (encoding: Encoding, body: Buffer): Buffer =>
  encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, { level: 6 });

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * Compresses the API's JSON answers of `threshold` bytes or more with br or gzip, as the client's
 * Accept-Encoding allows (docs/decisions/019-api-compression.md). Synchronously on the event loop:
 * an answer of a few KB takes tens of microseconds, where zlib's streams would queue it on the
 * thread pool behind the sign-ins' scrypt. Files (the web app, precompressed; media) are streams
 * or carry their own encoding and are left alone.
 */
export const compressionPlugin = fp<CompressionOptions>(
  async function compression(app: FastifyInstance, { threshold = COMPRESSION_THRESHOLD }) {
    app.addHook(
      'onSend',
      (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
        if (!isUnder(request, '/api')) return done(null, payload);
        reply.header('Vary', 'Accept-Encoding');
        const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
        if (size < threshold || reply.hasHeader('content-encoding') || !isJson(reply))
          return done(null, payload);
        const encoding = negotiateEncoding(request.headers['accept-encoding']);
        if (!encoding) return done(null, payload);
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        reply.header('Content-Encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compress(encoding, body));
      },
    );
  },
  { name: 'compression' },
);
