import { endpoints, TADODOI_MESSAGES } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { createTelemedicineProvider } from '../../providers/telemedicine/index.js';
import { documentUrls } from './document-urls.js';
import {
  cancelAppointment,
  documentLink,
  getAttendanceContact,
  listAppointments,
  listPeople,
  listPrescriptions,
  listVideoLinks,
  requireAttendance,
} from './service.js';

/**
 * docs/product.md#attendance, 24-hour attendance, Prescriptions and Appointments (Tá Dodói). Every call
 * acts for the caller's card or one of its dependents, of a company with attendance enabled.
 */
export async function tadodoiRoutes(app: FastifyInstance) {
  const telemedicine = createTelemedicineProvider();
  const documents = documentUrls(app.config.jwtSecret);

  route(app, endpoints.getAtendimento, (request) => getAttendanceContact(app.db, request.user.id));

  route(app, endpoints.listaPessoasCombo, async (request) => {
    const cliente = await request.authorize(request.body);
    await requireAttendance(app.db, cliente);
    return listPeople(app.db, cliente);
  });

  route(app, endpoints.habilitarLinkAtendimento, async (request) => {
    const cliente = await request.authorize(request.body);
    await requireAttendance(app.db, cliente);
    return listVideoLinks(app.db, cliente);
  });

  route(app, endpoints.listaMinhasReceitas, async (request) => {
    const cliente = await request.authorize(request.body);
    await requireAttendance(app.db, cliente);
    return listPrescriptions(app.db, cliente.id);
  });

  route(app, endpoints.listaMinhasReceitasDocumento, async (request) => {
    const { idDocumento, ...identity } = request.body;
    const cliente = await request.authorizeOwned('documento', idDocumento, identity);
    await requireAttendance(app.db, cliente);
    return documentLink(app.db, documents, idDocumento);
  });

  route(app, endpoints.listaMeusAgendamentos, async (request) => {
    const cliente = await request.authorize(request.body);
    await requireAttendance(app.db, cliente);
    return listAppointments(app.db, cliente.id);
  });

  route(app, endpoints.cancelarAgendamento, async (request) => {
    const { codigo, ...identity } = request.body;
    const cliente = await request.authorizeOwned('agendamento', codigo, identity);
    await requireAttendance(app.db, cliente);
    await app.db.transaction().execute((trx) => cancelAppointment(trx, telemedicine, codigo));
    return { message: TADODOI_MESSAGES.appointmentCancelled };
  });
}
