import { endpoints, TADODOI_MESSAGES } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, vi } from 'vitest';
import { DOCUMENT_CSP } from '../../src/modules/tadodoi/document-routes.js';
import { DOCUMENT_URL_TTL_SECONDS } from '../../src/modules/tadodoi/document-urls.js';
import { call } from '../helpers/app.js';
import { FORBIDDEN, identityOf, type RecordsWorld } from '../helpers/records-world.js';
import { tadodoiTest, insertPrescription, pdfBytes } from './tadodoi-world.js';

const LINK_REFUSED = { message: TADODOI_MESSAGES.documentLinkRefused, code: 'FORBIDDEN' };

let recent: number;
let older: number;
let childs: number;
let theirs: number;
let offCompany: number;
let notPdf: number;

const it = tadodoiTest();
it.beforeAll(async ({ records: w }) => {
  const card = w.me.cards[0]!;
  older = (await insertPrescription(w, card, {
    descricao: 'Receita - Losartana 50 mg',
    medico: 'Dr. Rafael Nunes',
    especialidade: 'Cardiologia',
    createdAt: '2025-01-10T12:00:00.000Z',
  }))!;
  recent = (await insertPrescription(w, card, {
    descricao: 'Atestado e orientações de repouso',
    createdAt: '2025-03-01T12:00:00.000Z',
  }))!;
  await insertPrescription(
    w,
    card,
    { descricao: 'Sem documento', createdAt: '2025-03-02T12:00:00.000Z' },
    null,
  );
  childs = (await insertPrescription(w, w.me.dependent, {
    descricao: 'Receita - Loratadina xarope',
    medico: 'Dra. Renata Lopes',
    especialidade: 'Pediatria',
    createdAt: '2025-02-01T12:00:00.000Z',
  }))!;
  theirs = (await insertPrescription(w, w.someoneElse.cards[0]!, {
    descricao: 'Receita de outra pessoa',
    createdAt: '2025-02-01T12:00:00.000Z',
  }))!;
  offCompany = (await insertPrescription(w, w.me.cards[1]!, {
    descricao: 'Receita da empresa sem atendimento',
    createdAt: '2025-02-01T12:00:00.000Z',
  }))!;
  notPdf = (await insertPrescription(
    w,
    card,
    { descricao: 'Imagem', createdAt: '2024-01-01T12:00:00.000Z' },
    { mime: 'text/html', bytes: Buffer.from('<script>alert(1)</script>') },
  ))!;
});

const receitas = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.listaMinhasReceitas, body, { token });
const documento = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.listaMinhasReceitasDocumento, body, { token });
const open = (w: RecordsWorld, url: string) => w.t.app.inject({ method: 'GET', url });

async function linkTo(
  w: RecordsWorld,
  idDocumento: number,
  card = w.me.cards[0]!,
): Promise<string> {
  const response = await documento(w, { ...identityOf(card), idDocumento });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: string }>().data;
}

function expectPdf(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe('inline');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe(DOCUMENT_CSP);
}

describe('POST /api/taDodoi/v1/lista-minhas-receitas', () => {
  it("answers the identity's prescriptions with a document, the newest first", async ({
    records: w,
  }) => {
    const response = await receitas(w, identityOf(w.me.cards[0]!));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: recent, descricao: 'Atestado e orientações de repouso', medico: '', especialidade: '' },
      {
        id: older,
        descricao: 'Receita - Losartana 50 mg',
        medico: 'Dr. Rafael Nunes',
        especialidade: 'Cardiologia',
      },
      { id: notPdf, descricao: 'Imagem', medico: '', especialidade: '' },
    ]);
  });

  it("answers a dependent's own prescriptions only", async ({ records: w }) => {
    const response = await receitas(w, identityOf(w.me.dependent));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ id: number }[]>().map((p) => p.id)).toEqual([childs]);
  });

  it("refuses another member's card and a company with attendance off", async ({ records: w }) => {
    const response = await receitas(w, identityOf(w.someoneElse.cards[0]!));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    const off = await receitas(w, identityOf(w.me.cards[1]!));
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'ATTENDANCE_DISABLED' });
  });
});

describe('POST /api/taDodoi/v1/lista-minhas-receitas-documento', () => {
  it('answers a signed link that opens the PDF in a new tab, without the token', async ({
    records: w,
  }) => {
    const url = await linkTo(w, recent);
    expect(url).toMatch(/^\/media\/documento\/\d+\?exp=\d+&sig=[\w-]{43}$/);
    const response = await open(w, url);
    expectPdf(response);
    expect(response.rawPayload.equals(pdfBytes('Atestado e orientações de repouso'))).toBe(true);
  });

  it("opens a dependent's document for the dependent acting", async ({ records: w }) => {
    expectPdf(await open(w, await linkTo(w, childs, w.me.dependent)));
  });

  it("refuses another member's document, a dependent's through the holder card, and attendance off", async ({
    records: w,
  }) => {
    const theirsResponse = await documento(w, {
      ...identityOf(w.me.cards[0]!),
      idDocumento: theirs,
    });
    expect(theirsResponse.statusCode).toBe(403);
    expect(theirsResponse.json()).toEqual(FORBIDDEN);
    const childsThroughCard = await documento(w, {
      ...identityOf(w.me.cards[0]!),
      idDocumento: childs,
    });
    expect(childsThroughCard.statusCode).toBe(403);
    const off = await documento(w, { ...identityOf(w.me.cards[1]!), idDocumento: offCompany });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'ATTENDANCE_DISABLED' });
    const unknown = await documento(w, { ...identityOf(w.me.cards[0]!), idDocumento: 999_999 });
    expect(unknown.statusCode).toBe(403);
  });

  it('answers 404 for a document that is not a PDF, and never serves it', async ({
    records: w,
  }) => {
    const response = await documento(w, { ...identityOf(w.me.cards[0]!), idDocumento: notPdf });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: TADODOI_MESSAGES.documentNotFound,
      code: 'NOT_FOUND',
    });
  });
});

describe('GET /media/documento/<id> (the signed link)', () => {
  it('refuses a link without a signature', async ({ records: w }) => {
    const response = await open(w, `/media/documento/${recent}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(LINK_REFUSED);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a tampered signature or expiry', async ({ records: w }) => {
    const url = await linkTo(w, recent);
    const [, exp, sig] = /exp=(\d+)&sig=([\w-]+)/.exec(url)!;
    const flipped = `${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`;
    expect((await open(w, url.replace(sig!, flipped))).statusCode).toBe(403);
    expect((await open(w, url.replace(`exp=${exp}`, `exp=${Number(exp) + 3600}`))).statusCode).toBe(
      403,
    );
  });

  it("refuses one document's signature on another document", async ({ records: w }) => {
    const url = await linkTo(w, recent);
    const response = await open(w, url.replace(`/documento/${recent}?`, `/documento/${theirs}?`));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(LINK_REFUSED);
  });

  it('refuses a link once its five minutes are over', async ({ records: w }) => {
    const url = await linkTo(w, older);
    expectPdf(await open(w, url));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (DOCUMENT_URL_TTL_SECONDS + 2) * 1000);
      const response = await open(w, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(LINK_REFUSED);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a photo link's signature for a document", async ({ records: w }) => {
    const photo = w.t.app.photoUrls.sign(
      `/media/foto-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
    );
    const query = photo.split('?')[1]!;
    expect((await open(w, `/media/documento/${recent}?${query}`)).statusCode).toBe(403);
  });
});
