import { ERROR_CODES } from '@clube/contract';
import {
  adminEndpoints,
  IMPORT_CONTENT_TYPES,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
} from '@clube/contract/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { csvDownloadHeaders } from '../../../lib/csv-write.js';
import { conflict, forbidden, HttpError, notFound } from '../../../lib/http-error.js';
import { writeAudits, type AuditActor } from '../audit.js';
import { can } from '../permissions.js';
import { adminRoute, preparedAdminRoute } from '../route.js';
import { findCompany, findRunningJob, moveJob } from './queries.js';
import {
  applyImport,
  createDryRun,
  discardJob,
  errorRowsCsv,
  failJob,
  findImportJob,
  importJobView,
  readMemberFile,
  templateCsv,
  type ImportAudit,
} from './service.js';

/**
 * The CSV member import (docs/decisions/039-member-import-jobs.md): template, upload →
 * dry run, the job (polled for progress), its error rows as CSV, confirm (written in batches after
 * the answer) and discard. Admin and the company's operators import; support only reads.
 */

/** A job confirmed or applying whose last batch is older than this has stopped (a restart). */
const STALE_MS = 2 * 60 * 1000;

const UPLOAD_PATH = adminEndpoints.uploadMemberImport.path;
const CONFIRM_PATH = adminEndpoints.confirmImport.path;

export async function adminImportRoutes(app: FastifyInstance): Promise<void> {
  // The upload's body is the file as it is (this plugin's routes only: JSON stays for the rest).
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser(
    [...IMPORT_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: IMPORT_LIMITS.fileBytes + 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  // Anything else (a multipart form, XML…) is not a CSV upload: say what to send.
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new HttpError(415, IMPORT_MESSAGES.contentType, ERROR_CODES.invalidInput), undefined),
  );
  // A declared size over the cap is refused before a byte of it is read, in Portuguese.
  app.addHook('preParsing', async (request) => {
    if (request.routeOptions.url !== UPLOAD_PATH) return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > IMPORT_LIMITS.fileBytes)
      throw new HttpError(413, IMPORT_MESSAGES.tooLarge, ERROR_CODES.payloadTooLarge);
  });

  const running = new Set<Promise<void>>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    await Promise.allSettled([...running]);
  });

  adminRoute(app, adminEndpoints.memberImportTemplate, async (_request, _context, reply) => {
    void reply.headers(csvDownloadHeaders('modelo-importacao-membros.csv'));
    return templateCsv();
  });

  // The file is read and checked before the write's transaction opens (parsing 20,000 rows should
  // not hold SQLite's one connection), and only for an operator who may import into that company.
  preparedAdminRoute(
    app,
    adminEndpoints.uploadMemberImport,
    async (request) => {
      const { operator } = request;
      if (!can(operator, 'create', 'imports', { companyId: request.query.companyId }))
        throw forbidden();
      if (!Buffer.isBuffer(request.body))
        throw new HttpError(415, IMPORT_MESSAGES.contentType, ERROR_CODES.invalidInput);
      return readMemberFile(request.body);
    },
    async (request, { db, authorize, audit, operator, prepared: file }) => {
      const { companyId, firstPassword, fileName } = request.query;
      authorize({ companyId });
      const company = await findCompany(db, companyId);
      if (!company) throw notFound(IMPORT_MESSAGES.companyNotFound);
      const id = await createDryRun(db, {
        companyId,
        operatorId: operator.id,
        fileName,
        firstPassword,
        file,
        now: new Date(),
      });
      const view = await importJobView(db, (await findImportJob(db, id))!);
      await audit({
        recordId: id,
        companyId,
        after: { arquivo: fileName, status: view.status, linhas: view.total, ...view.counts },
      });
      return view;
    },
  );

  /** The job, 404 when it does not exist, 403 when it is another company's. */
  async function jobFor(
    db: Kysely<Database>,
    id: number,
    authorize: (r: { companyId: number }) => void,
  ) {
    const job = await findImportJob(db, id);
    if (!job) throw notFound(IMPORT_MESSAGES.notFound);
    authorize({ companyId: job.empresa_id });
    return job;
  }

  adminRoute(app, adminEndpoints.getImport, async (request, { db, authorize }) =>
    importJobView(db, await jobFor(db, request.params.id, authorize)),
  );

  adminRoute(app, adminEndpoints.importErrorsCsv, async (request, { db, authorize }, reply) => {
    const job = await jobFor(db, request.params.id, authorize);
    void reply.headers(csvDownloadHeaders(`importacao-${job.id}-erros.csv`));
    return errorRowsCsv(db, job);
  });

  adminRoute(app, adminEndpoints.discardImport, async (request, { db, authorize, audit }) => {
    const job = await jobFor(db, request.params.id, authorize);
    if (!(await discardJob(db, job.id, new Date()))) throw conflict(IMPORT_MESSAGES.notDryRun);
    await audit({
      recordId: job.id,
      companyId: job.empresa_id,
      before: { status: job.status },
      after: { status: 'discarded' },
    });
    return importJobView(db, (await findImportJob(db, job.id))!);
  });

  adminRoute(app, adminEndpoints.confirmImport, async (request, { db, authorize, audit }) => {
    const job = await jobFor(db, request.params.id, authorize);
    const now = new Date();
    const stale = new Date(now.getTime() - STALE_MS).toISOString();
    const resumable =
      job.status === 'failed' ||
      ((job.status === 'applying' || job.status === 'confirmed') && job.updated_at < stale);
    if (job.status !== 'dry_run' && !resumable) throw conflict(IMPORT_MESSAGES.notDryRun);
    if (await findRunningJob(db, job.empresa_id, job.id, stale))
      throw conflict(IMPORT_MESSAGES.otherRunning);
    const moved = await moveJob(db, job.id, [job.status], {
      status: 'confirmed',
      desativar_ausentes: request.body.deactivateMissing ? 1 : 0,
      mensagem: '',
      updated_at: now.toISOString(),
    });
    if (!moved) throw conflict(IMPORT_MESSAGES.notDryRun);
    await audit({
      recordId: job.id,
      companyId: job.empresa_id,
      before: { status: job.status },
      after: { status: 'confirmed', desativarAusentes: request.body.deactivateMissing },
    });
    return importJobView(db, (await findImportJob(db, job.id))!);
  });

  // The confirmed write starts once the confirm has committed and answered: the console then polls
  // the job for its progress.
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== CONFIRM_PATH || reply.statusCode !== 200) return;
    const operator = request.operator;
    if (!operator) return;
    const { id } = request.params as { id: number | string };
    const actor: AuditActor = { operatorId: operator.id, ip: request.ip };
    const run = runImport(Number(id), actor, request).finally(() => running.delete(run));
    running.add(run);
  });

  async function runImport(id: number, actor: AuditActor, request: FastifyRequest) {
    const job = await findImportJob(app.db, id);
    if (!job || job.status !== 'confirmed') return;
    const audit: ImportAudit = (db, entries) =>
      writeAudits(
        db,
        actor,
        entries.map((entry) => ({ ...entry, companyId: job.empresa_id })),
      );
    try {
      await applyImport({
        job,
        audit,
        // Only routes open transactions: the import's batches are this route's units of work.
        transact: (work) => app.db.transaction().execute(work),
        shouldStop: () => closing,
      });
    } catch (error) {
      request.log.error({ err: error, importId: id }, 'member import stopped');
      await failJob(app.db, id, new Date(), IMPORT_MESSAGES.stopped).catch(() => undefined);
    }
  }
}
