import { ERROR_CODES } from '@clube/contract';
import {
  adminEndpoints,
  IMPORT_CONTENT_TYPES,
  PARTNER_IMPORT_LIMITS,
  PARTNER_IMPORT_MESSAGES,
} from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { csvDownloadHeaders } from '../../../lib/csv-write.js';
import { conflict, HttpError, notFound } from '../../../lib/http-error.js';
import { adminRoute } from '../route.js';
import {
  applyPartnerImport,
  createPartnerDryRun,
  partnerErrorsCsv,
  partnerJobView,
  partnerTemplateCsv,
  readPartnerFile,
} from './import.js';
import { closeDryRun, findImportJob } from './queries.js';

/**
 * The CSV partner import (docs/decisions/043-partner-import.md): template, upload → dry run, the
 * job, its error rows as CSV, confirm (written in the confirm's transaction) and discard. The
 * catalogue is shared by every company: admins only (`authorize` of a record of no company).
 */
const UPLOAD_PATH = adminEndpoints.uploadPartnerImport.path;
const CLUB_WIDE = { companyId: null };

export async function adminPartnerImportRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser(
    [...IMPORT_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: PARTNER_IMPORT_LIMITS.fileBytes + 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.addHook('preParsing', async (request) => {
    if (request.routeOptions.url !== UPLOAD_PATH) return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > PARTNER_IMPORT_LIMITS.fileBytes)
      throw new HttpError(413, PARTNER_IMPORT_MESSAGES.tooLarge, ERROR_CODES.payloadTooLarge);
  });

  adminRoute(app, adminEndpoints.partnerImportTemplate, async (_request, { authorize }, reply) => {
    authorize(CLUB_WIDE);
    void reply.headers(csvDownloadHeaders('modelo-importacao-parceiros.csv'));
    return partnerTemplateCsv();
  });

  adminRoute(
    app,
    adminEndpoints.uploadPartnerImport,
    async (request, { db, authorize, audit, operator }) => {
      authorize(CLUB_WIDE);
      if (!Buffer.isBuffer(request.body))
        throw new HttpError(415, PARTNER_IMPORT_MESSAGES.notText, ERROR_CODES.invalidInput);
      const file = readPartnerFile(request.body);
      const id = await createPartnerDryRun(db, {
        operatorId: operator.id,
        fileName: request.query.fileName,
        file,
        now: new Date(),
      });
      const view = await partnerJobView(db, (await findImportJob(db, id))!);
      await audit({
        action: 'import',
        recordId: id,
        after: { arquivo: view.fileName, status: view.status, linhas: view.total, ...view.counts },
      });
      return view;
    },
  );

  async function jobFor(db: Kysely<Database>, id: number) {
    const job = await findImportJob(db, id);
    if (!job) throw notFound(PARTNER_IMPORT_MESSAGES.notFound);
    return job;
  }

  adminRoute(app, adminEndpoints.getPartnerImport, async (request, { db, authorize }) => {
    authorize(CLUB_WIDE);
    return partnerJobView(db, await jobFor(db, request.params.id));
  });

  adminRoute(
    app,
    adminEndpoints.partnerImportErrorsCsv,
    async (request, { db, authorize }, reply) => {
      authorize(CLUB_WIDE);
      const job = await jobFor(db, request.params.id);
      void reply.headers(csvDownloadHeaders(`importacao-parceiros-${job.id}-erros.csv`));
      return partnerErrorsCsv(db, job);
    },
  );

  adminRoute(
    app,
    adminEndpoints.discardPartnerImport,
    async (request, { db, authorize, audit }) => {
      authorize(CLUB_WIDE);
      const job = await jobFor(db, request.params.id);
      if (!(await closeDryRun(db, job.id, 'discarded', new Date().toISOString())))
        throw conflict(PARTNER_IMPORT_MESSAGES.notDryRun);
      await audit({
        action: 'import',
        recordId: job.id,
        before: { status: job.status },
        after: { status: 'discarded' },
      });
      return partnerJobView(db, (await findImportJob(db, job.id))!);
    },
  );

  adminRoute(
    app,
    adminEndpoints.confirmPartnerImport,
    async (request, { db, authorize, audit }) => {
      authorize(CLUB_WIDE);
      const job = await jobFor(db, request.params.id);
      if (job.status !== 'dry_run') throw conflict(PARTNER_IMPORT_MESSAGES.notDryRun);
      const entries = await applyPartnerImport(db, job, new Date());
      for (const entry of entries) await audit({ ...entry, resource: 'partners' });
      await audit({
        action: 'import',
        recordId: job.id,
        before: { status: job.status },
        after: { status: 'done' },
      });
      return partnerJobView(db, (await findImportJob(db, job.id))!);
    },
  );
}
