import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const embedded = () => ({
  DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), 'clube-config-')), 'clube.db')}`,
});

describe('the CEP provider settings', () => {
  it('use the local table, and ViaCEP at its public address when chosen', () => {
    expect(loadConfig(embedded())).toMatchObject({
      cepProvider: 'local',
      viaCepUrl: 'https://viacep.com.br/ws',
    });
  });

  it('read CEP_PROVIDER and VIACEP_URL', () => {
    const config = loadConfig({
      ...embedded(),
      CEP_PROVIDER: 'viacep',
      VIACEP_URL: 'http://cep.internal:8080/ws',
    });
    expect(config).toMatchObject({
      cepProvider: 'viacep',
      viaCepUrl: 'http://cep.internal:8080/ws',
    });
  });

  it.each(['viacep.com.br/ws', 'ftp://viacep.com.br/ws'])('refuse VIACEP_URL %j', (url) => {
    expect(() => loadConfig({ ...embedded(), VIACEP_URL: url })).toThrow(/VIACEP_URL/);
  });
});
