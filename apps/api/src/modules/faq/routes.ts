import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { getFaq } from './service.js';

/**
 * docs/product.md#faq: the club's questions and those of the member's companies (decision 044), for any
 * signed-in member.
 */
export async function faqRoutes(app: FastifyInstance) {
  route(app, endpoints.getFaqTotal, async (request) => getFaq(app.db, request.user.id));
}
