import { z } from 'zod';

export const idempotencyKey = z.uuid('deve ser um UUID');
