import { describe, expect, it } from 'vitest';
import { appointmentIcs } from './appointment-ics';
import { CLINICA, DERMATO } from './test-fixtures';

describe("'Adicionar à agenda' file", () => {
  it("puts Brazil's 09:00–09:30 at 12:00–12:30 UTC with the doctor, the code and the video link", () => {
    const ics = appointmentIcs(CLINICA, 'Empresa Aurora', new Date('2026-11-20T10:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART:20261125T120000Z');
    expect(lines).toContain('DTEND:20261125T123000Z');
    expect(lines).toContain('SUMMARY:Consulta Clínica Geral com Dra. Camila Ferreira');
    expect(lines).toContain(
      'DESCRIPTION:Código Consulta: TD-1001\\nLink da consulta: https://video.example/sala/1001',
    );
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
  });

  it('a late appointment falls on the next UTC day, and one without video has no link', () => {
    const ics = appointmentIcs(
      { ...DERMATO, horaInicio: '22:30', horaFim: '23:00' },
      'Aurora; Filial',
      new Date('2026-11-20T10:00:00Z'),
    );
    expect(ics).toContain('DTSTART:20261213T013000Z');
    expect(ics).not.toContain('URL:');
    expect(ics).toContain('PRODID:-//Aurora\\; Filial//Agenda//PT-BR');
  });
});
