import { PostgresAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

/*
 * The initial schema (src/db/schema.ts at 2026-11-22). Frozen: later changes go in new migrations.
 * Portable: booleans are integer 0/1 with a check, instants and plain dates are text, money is
 * integer cents, binary is blob (SQLite) / bytea (PostgreSQL).
 */

type Table = CreateTableBuilder<any, any>;
type Column = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

const notNull: Column = (c) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const id = (t: Table): Table =>
    postgres
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const text = (t: Table, name: string): Table => t.addColumn(name, 'text', notNull);
  const texts = (t: Table, ...names: string[]): Table => names.reduce(text, t);
  const optionalText = (t: Table, name: string): Table => t.addColumn(name, 'text');
  const int = (t: Table, name: string): Table => t.addColumn(name, 'integer', notNull);
  const bool = (t: Table, name: string): Table =>
    t.addColumn(name, 'integer', (c) => c.notNull().check(sql`${sql.ref(name)} in (0, 1)`));
  const bools = (t: Table, ...names: string[]): Table => names.reduce(bool, t);
  const binary = (t: Table, name: string): Table =>
    t.addColumn(name, postgres ? 'bytea' : 'blob', notNull);
  const ref = (
    t: Table,
    name: string,
    target: string,
    onDelete?: 'cascade' | 'set null',
    nullable = false,
  ): Table =>
    t.addColumn(name, 'integer', (c) => {
      const column = c.references(`${target}.id`);
      const withDelete = onDelete ? column.onDelete(onDelete) : column;
      return nullable ? withDelete : withDelete.notNull();
    });

  let t: Table;

  t = id(db.schema.createTable('empresa'));
  t = texts(t, 'nome', 'logo', 'cor_primaria', 'cor_secundaria', 'cor_contraste');
  t = bools(t, 'tadodoi', 'create_dependents', 'atendimento_liberado');
  t = texts(
    t,
    'link_pet',
    'link_treinos',
    'link_parceiro_nacional',
    'imagem_rodape_carteirinha',
    'ajuda_telefone1',
    'ajuda_telefone2',
    'ajuda_email',
    'ajuda_cep',
    'ajuda_logradouro',
    'ajuda_numero',
    'ajuda_complemento',
    'ajuda_bairro',
    'ajuda_cidade',
    'ajuda_uf',
  );
  await t.execute();

  t = id(db.schema.createTable('usuario'));
  t = texts(t, 'login', 'senha_hash');
  t = bools(t, 'alterar_senha', 'termo_pendente');
  t = optionalText(t, 'termo_aceito_em');
  t = t.addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0));
  t = texts(t, 'nome', 'email', 'telefone', 'foto', 'created_at');
  t = t.addUniqueConstraint('usuario_login_key', ['login']);
  await t.execute();

  for (const lookup of ['perfil', 'sexo', 'grau_parentesco']) {
    await db.schema
      .createTable(lookup)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('nome', 'text', notNull)
      .execute();
  }

  t = id(db.schema.createTable('cliente'));
  t = ref(t, 'usuario_id', 'usuario', 'cascade', true);
  t = ref(t, 'titular_id', 'cliente', 'cascade', true);
  t = ref(t, 'empresa_id', 'empresa');
  t = ref(t, 'perfil_id', 'perfil');
  t = texts(t, 'nome', 'cpf', 'email', 'telefone1', 'telefone2', 'uc');
  t = ref(t, 'sexo_id', 'sexo', undefined, true);
  t = ref(t, 'grau_parentesco_id', 'grau_parentesco', undefined, true);
  t = optionalText(t, 'nascimento');
  t = optionalText(t, 'data_admissao');
  t = texts(t, 'foto', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf');
  t = text(t, 'numero_carteirinha');
  t = optionalText(t, 'validade_carteirinha');
  t = texts(t, 'created_at', 'updated_at');
  t = optionalText(t, 'anonimizado_em');
  await t.execute();
  await db.schema
    .createIndex('cliente_usuario_id_idx')
    .on('cliente')
    .column('usuario_id')
    .execute();
  await db.schema
    .createIndex('cliente_titular_id_idx')
    .on('cliente')
    .column('titular_id')
    .execute();
  await db.schema
    .createIndex('cliente_empresa_id_idx')
    .on('cliente')
    .column('empresa_id')
    .execute();
  await db.schema.createIndex('cliente_cpf_idx').on('cliente').column('cpf').execute();

  // grau_parentesco_id has no foreign key: the wire sends 0 for "not chosen" (docs/product.md#general-data).
  t = id(db.schema.createTable('contato_emergencia'));
  t = ref(t, 'cliente_id', 'cliente', 'cascade');
  t = t.addColumn('ordem', 'integer', (c) => c.notNull().check(sql`ordem in (1, 2, 3)`));
  t = texts(t, 'nome', 'telefone');
  t = int(t, 'grau_parentesco_id');
  t = t.addUniqueConstraint('contato_emergencia_cliente_ordem_key', ['cliente_id', 'ordem']);
  await t.execute();

  t = id(db.schema.createTable('banner'));
  t = ref(t, 'empresa_id', 'empresa', 'cascade');
  t = texts(t, 'imagem', 'link');
  t = int(t, 'ordem');
  await t.execute();
  await db.schema
    .createIndex('banner_empresa_id_idx')
    .on('banner')
    .columns(['empresa_id', 'ordem'])
    .execute();

  t = id(db.schema.createTable('menu_parceiro'));
  t = ref(t, 'empresa_id', 'empresa', 'cascade');
  t = t.addColumn('tipo', 'integer', (c) => c.notNull().check(sql`tipo in (0, 1, 2)`));
  t = text(t, 'nome');
  t = bool(t, 'ativo');
  t = t.addUniqueConstraint('menu_parceiro_empresa_tipo_key', ['empresa_id', 'tipo']);
  await t.execute();

  t = id(db.schema.createTable('categoria'));
  t = texts(t, 'nome', 'logo');
  await t.execute();

  t = id(db.schema.createTable('parceiro'));
  t = texts(t, 'nome', 'nome_busca');
  t = ref(t, 'categoria_id', 'categoria');
  t = texts(t, 'logo', 'banner', 'desconto', 'texto', 'texto_completo');
  t = optionalText(t, 'validade');
  t = texts(t, 'link', 'beneficio', 'resgate', 'voucher', 'resumo', 'descricao');
  t = bools(t, 'parceria_online', 'parceria_fisica');
  t = text(t, 'rede_social');
  t = bool(t, 'carteirinha');
  t = texts(t, 'logradouro', 'numero', 'bairro', 'cidade', 'uf', 'cep', 'whatsapp');
  t = t.addColumn('acessos', 'integer', (c) => c.notNull().defaultTo(0));
  await t.execute();
  await db.schema
    .createIndex('parceiro_nome_busca_idx')
    .on('parceiro')
    .column('nome_busca')
    .execute();
  await db.schema
    .createIndex('parceiro_categoria_id_idx')
    .on('parceiro')
    .column('categoria_id')
    .execute();

  await db.schema
    .createTable('parceiro_menu')
    .addColumn('parceiro_id', 'integer', (c) =>
      c.notNull().references('parceiro.id').onDelete('cascade'),
    )
    .addColumn('menu_parceiro_id', 'integer', (c) =>
      c.notNull().references('menu_parceiro.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('parceiro_menu_pkey', ['menu_parceiro_id', 'parceiro_id'])
    .execute();
  await db.schema
    .createIndex('parceiro_menu_parceiro_id_idx')
    .on('parceiro_menu')
    .column('parceiro_id')
    .execute();

  await db.schema
    .createTable('parceiro_acesso')
    .addColumn('parceiro_id', 'integer', (c) =>
      c.notNull().references('parceiro.id').onDelete('cascade'),
    )
    .addColumn('cliente_id', 'integer', (c) =>
      c.notNull().references('cliente.id').onDelete('cascade'),
    )
    .addColumn('dia', 'text', notNull)
    .addPrimaryKeyConstraint('parceiro_acesso_pkey', ['parceiro_id', 'cliente_id', 'dia'])
    .execute();
  await db.schema
    .createIndex('parceiro_acesso_cliente_id_idx')
    .on('parceiro_acesso')
    .column('cliente_id')
    .execute();

  t = id(db.schema.createTable('avaliacao'));
  t = ref(t, 'parceiro_id', 'parceiro', 'cascade');
  t = ref(t, 'cliente_id', 'cliente', 'cascade');
  t = t.addColumn('nota', 'integer', (c) => c.notNull().check(sql`nota between 1 and 5`));
  t = texts(t, 'comentario', 'created_at');
  t = t.addUniqueConstraint('avaliacao_parceiro_cliente_key', ['parceiro_id', 'cliente_id']);
  await t.execute();
  await db.schema
    .createIndex('avaliacao_cliente_id_idx')
    .on('avaliacao')
    .column('cliente_id')
    .execute();

  t = id(db.schema.createTable('contrato'));
  t = ref(t, 'cliente_id', 'cliente', 'cascade');
  t = texts(t, 'status', 'forma_pagamento');
  t = int(t, 'valor_mensal_centavos');
  t = text(t, 'inicio');
  t = optionalText(t, 'fim');
  t = text(t, 'plano');
  await t.execute();
  await db.schema
    .createIndex('contrato_cliente_id_idx')
    .on('contrato')
    .column('cliente_id')
    .execute();

  t = id(db.schema.createTable('fatura'));
  t = ref(t, 'contrato_id', 'contrato', 'cascade');
  t = text(t, 'vencimento');
  t = optionalText(t, 'pago_em');
  t = texts(t, 'forma_pagamento', 'boleto', 'status');
  t = int(t, 'valor_centavos');
  await t.execute();
  await db.schema
    .createIndex('fatura_contrato_id_idx')
    .on('fatura')
    .columns(['contrato_id', 'vencimento'])
    .execute();

  t = id(db.schema.createTable('servico'));
  t = ref(t, 'empresa_id', 'empresa', 'cascade');
  t = texts(t, 'nome', 'descricao');
  t = int(t, 'ordem');
  await t.execute();
  await db.schema
    .createIndex('servico_empresa_id_idx')
    .on('servico')
    .columns(['empresa_id', 'ordem'])
    .execute();

  t = id(db.schema.createTable('faq_categoria'));
  t = text(t, 'nome');
  t = int(t, 'ordem');
  await t.execute();

  t = id(db.schema.createTable('faq_item'));
  t = ref(t, 'categoria_id', 'faq_categoria', 'cascade');
  t = texts(t, 'pergunta', 'resposta');
  t = int(t, 'ordem');
  await t.execute();
  await db.schema
    .createIndex('faq_item_categoria_id_idx')
    .on('faq_item')
    .columns(['categoria_id', 'ordem'])
    .execute();

  t = id(db.schema.createTable('atendimento_contato'));
  t = texts(t, 'telefone', 'chat', 'video_chamada');
  await t.execute();

  t = id(db.schema.createTable('link_video'));
  t = ref(t, 'empresa_id', 'empresa', 'cascade');
  t = texts(t, 'tipo', 'url_video');
  t = int(t, 'ordem');
  await t.execute();
  await db.schema
    .createIndex('link_video_empresa_id_idx')
    .on('link_video')
    .columns(['empresa_id', 'ordem'])
    .execute();

  t = id(db.schema.createTable('documento'));
  t = ref(t, 'cliente_id', 'cliente', 'cascade');
  t = texts(t, 'nome_arquivo', 'mime');
  t = binary(t, 'conteudo');
  t = text(t, 'created_at');
  await t.execute();
  await db.schema
    .createIndex('documento_cliente_id_idx')
    .on('documento')
    .column('cliente_id')
    .execute();

  t = id(db.schema.createTable('receita'));
  t = ref(t, 'cliente_id', 'cliente', 'cascade');
  t = texts(t, 'descricao', 'medico', 'especialidade');
  t = ref(t, 'documento_id', 'documento', 'set null', true);
  t = text(t, 'created_at');
  await t.execute();
  await db.schema
    .createIndex('receita_cliente_id_idx')
    .on('receita')
    .column('cliente_id')
    .execute();
  await db.schema
    .createIndex('receita_documento_id_idx')
    .on('receita')
    .column('documento_id')
    .execute();

  t = id(db.schema.createTable('agendamento'));
  t = text(t, 'codigo');
  t = ref(t, 'cliente_id', 'cliente', 'cascade');
  t = texts(t, 'data_consulta', 'hora_inicio', 'hora_fim', 'medico', 'especialidade', 'url_video');
  t = bool(t, 'cancelavel');
  t = t.addColumn('status', 'text', (c) =>
    c.notNull().check(sql`status in ('agendado', 'cancelado')`),
  );
  t = optionalText(t, 'cancelado_em');
  t = t.addUniqueConstraint('agendamento_codigo_key', ['codigo']);
  await t.execute();
  await db.schema
    .createIndex('agendamento_cliente_id_idx')
    .on('agendamento')
    .columns(['cliente_id', 'data_consulta'])
    .execute();

  t = id(db.schema.createTable('codigo_recuperacao'));
  t = ref(t, 'usuario_id', 'usuario', 'cascade');
  t = text(t, 'codigo_hash');
  t = t.addColumn('tipo', 'integer', (c) => c.notNull().check(sql`tipo in (1, 2)`));
  t = text(t, 'expira_em');
  t = t.addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0));
  t = optionalText(t, 'usado_em');
  t = text(t, 'created_at');
  await t.execute();
  await db.schema
    .createIndex('codigo_recuperacao_usuario_id_idx')
    .on('codigo_recuperacao')
    .columns(['usuario_id', 'created_at'])
    .execute();

  t = id(db.schema.createTable('outbox'));
  t = t.addColumn('canal', 'text', (c) => c.notNull().check(sql`canal in ('email', 'sms')`));
  t = texts(t, 'destino', 'assunto', 'corpo');
  t = t.addColumn('status', 'text', (c) =>
    c.notNull().check(sql`status in ('pendente', 'enviado', 'falhou')`),
  );
  t = t.addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0));
  t = text(t, 'created_at');
  t = optionalText(t, 'enviado_em');
  await t.execute();
  await db.schema
    .createIndex('outbox_status_idx')
    .on('outbox')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('cep_local')
    .addColumn('cep', 'text', (c) => c.primaryKey())
    .addColumn('logradouro', 'text', notNull)
    .addColumn('bairro', 'text', notNull)
    .addColumn('localidade', 'text', notNull)
    .addColumn('uf', 'text', notNull)
    .execute();

  await db.schema
    .createTable('idempotencia')
    .addColumn('chave', 'text', notNull)
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('usuario.id').onDelete('cascade'),
    )
    .addColumn('rota', 'text', notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('resposta', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('idempotencia_pkey', ['usuario_id', 'chave'])
    .execute();
  await db.schema
    .createIndex('idempotencia_created_at_idx')
    .on('idempotencia')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('midia')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', notNull)
    .addColumn('conteudo', postgres ? 'bytea' : 'blob', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}

const TABLES_IN_DROP_ORDER = [
  'midia',
  'idempotencia',
  'cep_local',
  'outbox',
  'codigo_recuperacao',
  'agendamento',
  'receita',
  'documento',
  'link_video',
  'atendimento_contato',
  'faq_item',
  'faq_categoria',
  'servico',
  'fatura',
  'contrato',
  'avaliacao',
  'parceiro_acesso',
  'parceiro_menu',
  'parceiro',
  'categoria',
  'menu_parceiro',
  'banner',
  'contato_emergencia',
  'cliente',
  'grau_parentesco',
  'sexo',
  'perfil',
  'usuario',
  'empresa',
];

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES_IN_DROP_ORDER) await db.schema.dropTable(table).ifExists().execute();
}
