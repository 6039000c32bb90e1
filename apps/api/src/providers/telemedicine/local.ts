import type { TelemedicineProvider } from './provider.js';

/** The `agendamento` table: a conditional UPDATE, so only one of two racing cancels changes the row. */
export const localTelemedicineProvider: TelemedicineProvider = {
  async cancel(db, codigo, now) {
    const result = await db
      .updateTable('agendamento')
      .set({ status: 'cancelado', cancelado_em: now.toISOString() })
      .where('codigo', '=', codigo)
      .where('status', '=', 'agendado')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
