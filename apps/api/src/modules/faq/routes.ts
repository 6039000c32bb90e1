import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { getFaq } from './service.js';

/** Spec §2 FAQ: one FAQ for the whole club (the tables name no company), for any signed-in member. */
export async function faqRoutes(app: FastifyInstance) {
  route(app, endpoints.getFaqTotal, async () => getFaq(app.db));
}
