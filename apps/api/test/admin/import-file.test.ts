import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@clube/contract/admin';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from '../../src/lib/csv-write.js';
import { HttpError } from '../../src/lib/http-error.js';
import { readMemberFile, templateCsv } from '../../src/modules/admin/imports/service.js';

/** Windows-1252 bytes of a text (what Excel's "CSV" writes on a Brazilian Windows). */
function cp1252(text: string): Buffer {
  const map: Record<string, number> = { ç: 0xe7, ã: 0xe3, é: 0xe9, ô: 0xf4, í: 0xed, Á: 0xc1 };
  return Buffer.from([...text].map((c) => map[c] ?? c.charCodeAt(0)));
}

function refusal(bytes: Buffer): HttpError {
  try {
    readMemberFile(bytes);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('reading a member file', () => {
  it('reads UTF-8 with a BOM, separated by ;, with masked CPFs and Brazilian dates', () => {
    const file = readMemberFile(
      Buffer.from(
        '\uFEFFCPF;nome;e-mail;nascimento\r\n529.982.247-25;Conceição Araújo;c@example.com;05/03/1990\r\n',
      ),
    );
    expect(file.table.encoding).toBe('utf-8');
    expect(file.table.delimiter).toBe(';');
    expect(file.rows).toEqual([
      expect.objectContaining({
        line: 2,
        cpf: '52998224725',
        error: null,
        row: {
          cpf: '52998224725',
          nome: 'Conceição Araújo',
          email: 'c@example.com',
          nascimento: '1990-03-05',
        },
      }),
    ]);
  });

  it('reads Windows-1252 with accents, separated by commas, with quoted cells', () => {
    const file = readMemberFile(
      cp1252('cpf,Nome,Endereço,cidade\n52998224725,"Araújo, João",Rua da Conceição,São Paulo\n'),
    );
    expect(file.table.encoding).toBe('windows-1252');
    expect(file.table.delimiter).toBe(',');
    expect(file.rows[0]?.row).toEqual({
      cpf: '52998224725',
      nome: 'Araújo, João',
      logradouro: 'Rua da Conceição',
      cidade: 'São Paulo',
    });
  });

  it('restores the leading zeros a spreadsheet took from a CPF', () => {
    // 012.345.678-90 is valid; Excel shows it as 1234567890.
    const file = readMemberFile(Buffer.from('CPF;nome\n1234567890;Ana\n'));
    expect(file.rows[0]).toMatchObject({ cpf: '01234567890', error: null });
  });

  it('names the line and the field of each invalid row, in Portuguese', () => {
    const file = readMemberFile(
      Buffer.from(
        [
          'CPF;nome;e-mail;telefone;nascimento;perfil',
          '111.111.111-11;Ana;;;;',
          '529.982.247-25;Bia;bia@;;31/02/1990;chefe',
          '529.982.247-25;Bia de novo;;;;',
        ].join('\n'),
      ),
    );
    expect(file.rows.map((r) => [r.line, r.error])).toEqual([
      [2, 'CPF inválido!'],
      [
        3,
        'e-mail: e-mail inválido; nascimento: data inválida (use dd/mm/aaaa ou aaaa-mm-dd); perfil: use titular, agregado ou conveniado (ou 5, 7, 9)',
      ],
      [4, null],
    ]);
  });

  it('refuses a CPF already on an earlier line', () => {
    const file = readMemberFile(Buffer.from('CPF;nome\n52998224725;Ana\n529.982.247-25;Ana\n'));
    expect(file.rows[1]?.error).toBe('CPF repetido no arquivo (já está na linha 2)');
  });

  it('refuses a formula in a cell as a row error', () => {
    const file = readMemberFile(Buffer.from('CPF;nome\n52998224725;=cmd()\n'));
    expect(file.rows[0]?.error).toMatch(/^nome: parece uma fórmula de planilha/);
    expect(file.rows[0]?.row).toBeNull();
    const wide = readMemberFile(Buffer.from('CPF;nome\n52998224725;＝cmd()\n'));
    expect(wide.rows[0]?.error).toMatch(/^nome: parece uma fórmula de planilha/);
  });

  it('ignores columns it does not know and says which', () => {
    const file = readMemberFile(Buffer.from('CPF;nome;setor\n52998224725;Ana;RH\n'));
    expect(file.columns.ignored).toEqual(['setor']);
    expect(file.rows[0]?.row).toEqual({ cpf: '52998224725', nome: 'Ana' });
  });

  it('refuses a file over 5 MB with 413', () => {
    const big = Buffer.alloc(IMPORT_LIMITS.fileBytes + 1, 'a');
    expect(refusal(big)).toMatchObject({ statusCode: 413, message: IMPORT_MESSAGES.tooLarge });
  });

  it('refuses more rows than allowed with 413', () => {
    const lines = ['CPF;nome'];
    for (let i = 0; i <= IMPORT_LIMITS.rows; i++) lines.push('52998224725;Ana');
    expect(refusal(Buffer.from(lines.join('\n')))).toMatchObject({
      statusCode: 413,
      message: IMPORT_MESSAGES.tooManyRows,
    });
  });

  it('refuses a binary, a spreadsheet and an empty file', () => {
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256));
    expect(refusal(binary)).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.notText });
    const xlsx = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]);
    expect(refusal(xlsx)).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.spreadsheet });
    expect(refusal(Buffer.alloc(0))).toMatchObject({
      statusCode: 400,
      message: IMPORT_MESSAGES.empty,
    });
  });

  it('refuses a row with 300 columns, naming the line', () => {
    const wide = `CPF;nome\n52998224725;Ana\n52998224725${';x'.repeat(299)}\n`;
    expect(refusal(Buffer.from(wide))).toMatchObject({
      statusCode: 400,
      message: 'A linha 3 tem 300 colunas; o máximo é 40.',
    });
  });

  it('refuses a file without a CPF column, or with no rows', () => {
    expect(refusal(Buffer.from('nome;email\nAna;a@b.co\n')).message).toBe(
      IMPORT_MESSAGES.noCpfColumn,
    );
    expect(refusal(Buffer.from('CPF;nome\n;;\n')).message).toBe(IMPORT_MESSAGES.noRows);
  });

  it('refuses an unclosed quote, naming the line', () => {
    expect(refusal(Buffer.from('CPF;nome\n52998224725;"Ana\n')).message).toMatch(
      /^O CSV está malformado perto da linha \d+/,
    );
  });
});

describe('writing CSV', () => {
  it('neutralises every formula prefix', () => {
    for (const cell of ['=cmd()', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    // Full-width forms, which some spreadsheets fold to their ASCII twins.
    for (const cell of ['＝cmd()', '＋1+1', '－2+3', '＠SUM(A1)'])
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    expect(neutraliseCell('Ana')).toBe('Ana');
  });

  it('quotes what needs it and reads back the same cells', () => {
    const text = toCsv([
      ['a;b', 'say "hi"', 'line\nbreak', '=cmd()'],
      ['1', '', 'x', 'y'],
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parse(text, { delimiter: ';', bom: true })).toEqual([
      ['a;b', 'say "hi"', 'line\nbreak', "'=cmd()"],
      ['1', '', 'x', 'y'],
    ]);
  });

  it('writes a template the import reads back without errors', () => {
    const file = readMemberFile(Buffer.from(templateCsv()));
    expect(file.columns.ignored).toEqual([]);
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]?.error).toBeNull();
  });
});
