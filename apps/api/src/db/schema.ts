import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The data model (docs/architecture.md, Data and Glossary). Portable between SQLite and PostgreSQL:
 * - booleans are integers 0/1;
 * - plain dates are 'yyyy-mm-dd' text, instants are ISO-8601 UTC text ('2026-11-22T10:00:00.000Z');
 * - money is integer cents;
 * - binary content is a Buffer (SQLite blob / PostgreSQL bytea).
 */
export type Bool = 0 | 1;

export interface EmpresaTable {
  id: Generated<number>;
  nome: string;
  /** URL of the logo, normally '/media/…' served from the midia table. */
  logo: string;
  cor_primaria: string;
  cor_secundaria: string;
  cor_contraste: string;
  tadodoi: Bool;
  create_dependents: Bool;
  atendimento_liberado: Bool;
  link_pet: string;
  link_treinos: string;
  link_parceiro_nacional: string;
  imagem_rodape_carteirinha: string;
  ajuda_telefone1: string;
  ajuda_telefone2: string;
  ajuda_email: string;
  ajuda_cep: string;
  ajuda_logradouro: string;
  ajuda_numero: string;
  ajuda_complemento: string;
  ajuda_bairro: string;
  ajuda_cidade: string;
  ajuda_uf: string;
  /** Live dependents a card of this company may have (default 10). */
  max_dependentes: Generated<number>;
  /** Automatic notice kinds switched off for this company (comma list of NOTICE_KINDS); null: none. */
  avisos_desligados: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsuarioTable {
  id: Generated<number>;
  /** CPF digits. */
  login: string;
  senha_hash: string;
  alterar_senha: Bool;
  /** 1 while the terms are still to be accepted (the wire's `aceiteTermo: true`). */
  termo_pendente: Bool;
  termo_aceito_em: string | null;
  /** Bumped on every password change or reset: tokens carrying an older version are refused. */
  token_version: Generated<number>;
  nome: string;
  /** searchKey(nome): the accent- and case-free name the console's member search matches. */
  nome_busca: string;
  email: string;
  telefone: string;
  foto: string;
  created_at: string;
  /** Instant of the last successful sign-in (Login); null when never. */
  ultimo_acesso_em: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PerfilTable {
  id: number;
  nome: string;
}

export interface SexoTable {
  id: number;
  nome: string;
}

export interface GrauParentescoTable {
  id: number;
  nome: string;
}

/**
 * One row per company card a user holds (usuario_id set, titular_id null) and one per dependent
 * (titular_id = the holder's card, usuario_id null).
 */
export interface ClienteTable {
  id: Generated<number>;
  usuario_id: number | null;
  titular_id: number | null;
  empresa_id: number;
  perfil_id: number;
  nome: string;
  cpf: string;
  email: string;
  telefone1: string;
  telefone2: string;
  uc: string;
  sexo_id: number | null;
  grau_parentesco_id: number | null;
  nascimento: string | null;
  data_admissao: string | null;
  foto: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
  numero_carteirinha: string;
  validade_carteirinha: string | null;
  created_at: string;
  updated_at: string;
  /** Set when the retention job has erased the personal data (LGPD). */
  anonimizado_em: string | null;
  /** ISO date the card ended (deactivated, or its last contract ended): starts the LGPD clock. */
  encerrado_em: string | null;
  /** ISO date an operator last reactivated the card: older contracts no longer end it. */
  reativado_em: string | null;
  /** The rotating code's secret (base32); null until first sent, set null to rotate it. */
  codigo_segredo: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContatoEmergenciaTable {
  id: Generated<number>;
  cliente_id: number;
  /** 1, 2 or 3 (nome1/telefone1/idParentesco1 …). */
  ordem: number;
  nome: string;
  telefone: string;
  grau_parentesco_id: number;
}

export interface BannerTable {
  id: Generated<number>;
  empresa_id: number;
  imagem: string;
  link: string;
  ordem: number;
  /** Text for screen readers ('' for the app's generic one). */
  alt: Generated<string>;
  /** First and last day shown (yyyy-mm-dd, Brazil), null for no limit. */
  ativo_de: string | null;
  ativo_ate: string | null;
}

/** A company's partner menu: tipo 0 national, 1 exclusive, 2 local (docs/product.md#constants-and-delays). */
export interface MenuParceiroTable {
  id: Generated<number>;
  empresa_id: number;
  tipo: 0 | 1 | 2;
  nome: string;
  ativo: Bool;
}

export interface CategoriaTable {
  id: Generated<number>;
  nome: string;
  logo: string;
}

export interface ParceiroTable {
  id: Generated<number>;
  nome: string;
  /** nome lower-cased without accents: the key the search matches on both dialects. */
  nome_busca: string;
  categoria_id: number;
  logo: string;
  banner: string;
  desconto: string;
  texto: string;
  texto_completo: string;
  validade: string | null;
  link: string;
  beneficio: string;
  resgate: string;
  voucher: string;
  resumo: string;
  descricao: string;
  parceria_online: Bool;
  parceria_fisica: Bool;
  rede_social: string;
  carteirinha: Bool;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  whatsapp: string;
  /** WGS84 degrees of the address; null when unknown ('Perto de mim' leaves the partner out). */
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
  acessos: Generated<number>;
  /** 0: deactivated in the console; no member app shows it. */
  ativo: ColumnType<Bool, Bool | undefined, Bool>;
  /** The counter's structured discount: a percentage (1–100) or a fixed amount in cents. */
  desconto_tipo: ColumnType<
    'percentual' | 'valor' | null,
    'percentual' | 'valor' | null | undefined
  >;
  desconto_valor: ColumnType<number | null, number | null | undefined>;
}

/** The order of a menu's category strip (the exclusive menu's, set per company in the console). */
export interface MenuCategoriaTable {
  menu_parceiro_id: number;
  categoria_id: number;
  ordem: number;
}

/** A CSV partner import: its dry run's counts (docs/decisions/043-partner-import.md). */
export interface ParceiroImportacaoTable {
  id: Generated<number>;
  operador_id: number;
  nome_arquivo: string;
  status: 'dry_run' | 'done' | 'discarded';
  colunas_ignoradas: string;
  cabecalho: string;
  total: number;
  criar: number;
  atualizar: number;
  inalterado: number;
  erro: number;
  created_at: string;
  concluido_em: string | null;
}

export interface ParceiroImportacaoLinhaTable {
  id: Generated<number>;
  importacao_id: number;
  linha: number;
  acao: 'create' | 'update' | 'unchanged' | 'error';
  /** The partner it updates (update/unchanged), or the one it created once applied. */
  parceiro_id: number | null;
  nome: string;
  erro: string | null;
  /** JSON of the validated row; null for an error row. */
  dados: string | null;
  /** JSON array of the cells as written. */
  original: string;
}

/** Which menus (and so which companies) show a partner. */
export interface ParceiroMenuTable {
  parceiro_id: number;
  menu_parceiro_id: number;
}

/**
 * The distinct accent-free words of each partner name (search-index.ts writes them): a search is a
 * prefix range on palavra (docs/decisions/005-partner-search-word-index.md).
 */
export interface ParceiroPalavraTable {
  palavra: string;
  parceiro_id: number;
}

/** One access per member card, partner and day (the 'N acessos' counter). */
export interface ParceiroAcessoTable {
  parceiro_id: number;
  cliente_id: number;
  dia: string;
  /** The card's company (reports read a company's accesses by it); null only in rows made by hand. */
  empresa_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AvaliacaoTable {
  id: Generated<number>;
  parceiro_id: number;
  cliente_id: number;
  /** The holder's card of the rater (their own card when they are the holder): one rating per household. */
  titular_id: number;
  nota: number;
  comentario: string;
  created_at: string;
  /** 1 when an operator hid the comment as abusive: the member app no longer shows it. */
  oculto: Generated<Bool>;
}

/** A partner a member card keeps as favourite (per card: each acting identity has its own). */
export interface FavoritoTable {
  cliente_id: number;
  parceiro_id: number;
  created_at: string;
}

/** One successful member sign-in (Login), for the usage reports. */
export interface LoginEventoTable {
  usuario_id: number;
  /** The Brazilian calendar day of the sign-in, yyyy-mm-dd. */
  dia: string;
  em: string;
}

/** Sign-ins per company and Brazilian day (decision 052): the Login upserts it. */
export interface LoginDiaTable {
  empresa_id: number;
  /** yyyy-mm-dd. */
  dia: string;
  total: number;
}

/**
 * Partner accesses and uses not undone per company, partner and Brazilian day (decision 127): kept
 * by triggers on `parceiro_acesso` and `uso`, never written by the app.
 */
export interface ParceiroDiaTable {
  empresa_id: number;
  /** yyyy-mm-dd. */
  dia: string;
  parceiro_id: number;
  acessos: number;
  usos: number;
}

/**
 * The last sign-in day of each company's members (decision 131): one row per company and member who
 * holds a card there and has signed in. Kept by triggers on `login_evento` and `cliente`, never
 * written by the app.
 */
export interface LoginMembroTable {
  usuario_id: number;
  empresa_id: number;
  /** The member's latest `login_evento.dia`, yyyy-mm-dd. */
  dia: string;
}

export interface ContratoTable {
  id: Generated<number>;
  cliente_id: number;
  status: string;
  forma_pagamento: string;
  valor_mensal_centavos: number;
  inicio: string;
  fim: string | null;
  plano: string;
}

export interface FaturaTable {
  id: Generated<number>;
  contrato_id: number;
  vencimento: string;
  pago_em: string | null;
  forma_pagamento: string;
  boleto: string;
  status: string;
  valor_centavos: number;
  /** Digits of the boleto's linha digitável (47 or 48), '' when none. */
  linha_digitavel: Generated<string>;
  /** The Pix copia e cola; '' for none. */
  pix: Generated<string>;
}

export interface ServicoTable {
  id: Generated<number>;
  empresa_id: number;
  nome: string;
  descricao: string;
  ordem: number;
}

export interface FaqCategoriaTable {
  id: Generated<number>;
  /** null: the whole club's FAQ; else one company's. */
  empresa_id: number | null;
  nome: string;
  ordem: number;
}

export interface FaqItemTable {
  id: Generated<number>;
  categoria_id: number;
  pergunta: string;
  /** HTML, sanitised when saved (decision 045) and again by the web app before rendering. */
  resposta: string;
  ordem: number;
}

/** The 24-hour attendance contacts (get-atendimento). */
export interface AtendimentoContatoTable {
  id: Generated<number>;
  /** null: the club's line; else one company's. */
  empresa_id: number | null;
  telefone: string;
  chat: string;
  video_chamada: string;
}

/** Video-service links per company: tipo is one of VIDEO_SERVICE_LABELS' keys. */
export interface LinkVideoTable {
  id: Generated<number>;
  empresa_id: number;
  tipo: string;
  url_video: string;
  ordem: number;
}

export interface DocumentoTable {
  id: Generated<number>;
  cliente_id: number;
  nome_arquivo: string;
  mime: string;
  conteudo: Buffer;
  created_at: string;
}

export interface ReceitaTable {
  id: Generated<number>;
  cliente_id: number;
  descricao: string;
  medico: string;
  especialidade: string;
  documento_id: number | null;
  created_at: string;
}

export interface AgendamentoTable {
  id: Generated<number>;
  codigo: string;
  cliente_id: number;
  data_consulta: string;
  hora_inicio: string;
  hora_fim: string;
  medico: string;
  especialidade: string;
  url_video: string;
  cancelavel: Bool;
  status: 'agendado' | 'cancelado';
  cancelado_em: string | null;
}

export interface CodigoRecuperacaoTable {
  id: Generated<number>;
  usuario_id: number;
  codigo_hash: string;
  tipo: 1 | 2;
  expira_em: string;
  tentativas: Generated<number>;
  usado_em: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  /** 'push': `destino` is a push_inscricao id, `corpo` the notice's JSON payload. */
  canal: 'email' | 'sms' | 'push';
  destino: string;
  assunto: string;
  corpo: string;
  /** E-mails only: the HTML part (the text part is `corpo`). */
  corpo_html: string | null;
  status: 'pendente' | 'enviado' | 'falhou';
  /** Not before this time (backoff after a failure, or the lease of a worker sending it); null: now. */
  proxima_tentativa_em: string | null;
  tentativas: Generated<number>;
  created_at: string;
  enviado_em: string | null;
}

/** Local postal-code table: the CEP provider's offline answer. */
export interface CepLocalTable {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/** Stored answers of idempotent requests (Idempotency-Key header), per user. */
export interface IdempotenciaTable {
  chave: string;
  usuario_id: number;
  rota: string;
  status: number;
  resposta: string;
  created_at: string;
}

/** Images served under /media/<id> (seeded logos and banners, uploaded photos). */
export interface MidiaTable {
  id: string;
  mime: string;
  conteudo: Buffer;
  created_at: string;
  /** The member who uploaded the photo (their quota); null for seeded logos and banners. */
  usuario_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A scheduled job taken by one instance at a time (jobs/job-lease.ts): when it last ran. */
export interface TarefaTable {
  nome: string;
  executado_em: string | null;
}

/** An operator of the console (docs/product.md#console-roles): not a member; signs in with e-mail, password and TOTP. */
export interface OperadorTable {
  id: Generated<number>;
  /** Lower-case. */
  email: string;
  nome: string;
  senha_hash: string;
  papel: 'admin' | 'operator' | 'support';
  /** The TOTP secret, AES-256-GCM encrypted with a key derived from JWT_SECRET; null until enrolment. */
  totp_segredo: string | null;
  /** The RFC 6238 time step of the last accepted code: a code is accepted once. */
  totp_ultimo_passo: number | null;
  /** JSON array of SHA-256 hashes of the unused recovery codes. */
  codigos_recuperacao: Generated<string>;
  totp_ativo: Generated<Bool>;
  /** Must change the password at the next sign-in (an invited operator). */
  alterar_senha: Generated<Bool>;
  /** No second factor asked: the demo operators only, and only in demo mode. */
  dispensa_2fa: Generated<Bool>;
  desativado_em: string | null;
  created_at: string;
  updated_at: string;
  /** CPF digits of the operator's test member ('Enviar teste para mim'); null: none. */
  teste_cpf: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The companies an operator or support person works on. */
export interface OperadorEmpresaTable {
  operador_id: number;
  empresa_id: number;
}

/** A console session: the cookie carries a random token, this row its SHA-256. */
export interface OperadorSessaoTable {
  id: string;
  operador_id: number;
  /** 'totp' or 'enroll' while the second factor is pending; null once signed in. */
  etapa: 'totp' | 'enroll' | null;
  ip: string;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** The audit log: one row per admin write, appended in the write's transaction, never changed. */
export interface AuditoriaTable {
  id: Generated<number>;
  /** The operator who wrote, or null when an integration credential did (integracao_id). */
  operador_id: number | null;
  integracao_id: ColumnType<number | null, number | null | undefined, number | null>;
  quando: string;
  ip: string;
  recurso: string;
  registro_id: string;
  acao: string;
  /** JSON { field: { from, to } } of the changed fields; no secrets, CPFs masked. */
  campos: string;
  /** The company the record belongs to (scopes the log for operators); null for club-wide records. */
  empresa_id: number | null;
}

/** A CSV member import (docs/decisions/039-member-import-jobs.md): its dry run, then its progress. */
export interface ImportacaoTable {
  id: Generated<number>;
  empresa_id: number;
  operador_id: number;
  nome_arquivo: string;
  status: 'dry_run' | 'confirmed' | 'applying' | 'done' | 'discarded' | 'failed';
  /** How new members get their first password: 'nascimento' (ddmmaaaa) or 'email' (random, sent). */
  senha_inicial: 'nascimento' | 'email';
  desativar_ausentes: ColumnType<Bool, Bool | undefined, Bool>;
  codificacao: string;
  separador: string;
  /** JSON array of the file's header cells, as written. */
  cabecalho: string;
  /** JSON array of the file's headers that are not import columns. */
  colunas_ignoradas: string;
  total: number;
  aplicadas: ColumnType<number, number | undefined, number>;
  criar: number;
  atualizar: number;
  inalterado: number;
  erro: number;
  /** Active cards of the company whose CPF is not in the file. */
  ausentes: number;
  desativados: ColumnType<number, number | undefined, number>;
  mensagem: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
  concluido_em: string | null;
}

/** One data row of an import file: its planned (then applied) action. */
export interface ImportacaoLinhaTable {
  id: Generated<number>;
  importacao_id: number;
  /** The line of the file (the header is line 1). */
  linha: number;
  acao: 'create' | 'update' | 'unchanged' | 'error';
  /** CPF digits when the cell held a valid CPF, else the cell as written. */
  cpf: string;
  erro: string | null;
  /** JSON of the validated row (MemberImportRow); null for an error row. */
  dados: string | null;
  /** JSON array of the cells as written, in the file's column order. */
  original: string;
}

/** A partner's staff account (the counter app at /parceiro). */
export interface ParceiroAtendenteTable {
  id: Generated<number>;
  parceiro_id: number;
  nome: string;
  /** Lower-case. */
  email: string;
  senha_hash: string;
  /** On a temporary password: must change it before checking cards. */
  alterar_senha: Generated<Bool>;
  desativado_em: string | null;
  ultimo_acesso_em: string | null;
  criado_em: string;
  atualizado_em: string;
}

/** A counter session: the cookie carries a random token, this row its SHA-256. */
export interface ParceiroSessaoTable {
  id: string;
  atendente_id: number;
  ip: string;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** Every check at a counter, valid or not. */
export interface ParceiroVerificacaoTable {
  id: Generated<number>;
  atendente_id: number;
  parceiro_id: number;
  /** The card checked; null when none was found. */
  cliente_id: number | null;
  /** 'VALIDO' or the refusal's reason (CHECK_REASONS). */
  resultado: string;
  /** The time step of the accepted code. */
  passo: number | null;
  /** A valid check's opaque id (`verificacao`); null for a refused one. */
  token: string | null;
  criado_em: string;
}

/** A registered use of a benefit at a partner. */
export interface UsoTable {
  id: Generated<number>;
  parceiro_id: number;
  atendente_id: number;
  cliente_id: number;
  /** The card's company when used (scopes the log and reports). */
  empresa_id: number;
  verificacao_id: number;
  oferta_id: number;
  oferta_titulo: string;
  valor_compra: number | null;
  economia: number | null;
  chave_idempotencia: string | null;
  registrado_em: string;
  /** Brazilian calendar day of registrado_em. */
  dia: string;
  desfeito_em: string | null;
  desfeito_por_atendente_id: number | null;
  desfeito_por_operador_id: number | null;
}

/** A (card, time step) already used for a registration: one registration per code. */
export interface UsoCodigoTable {
  cliente_id: number;
  passo: number;
  usado_em: string;
}

/** A member's report of a use they do not recognise. */
export interface UsoReporteTable {
  id: Generated<number>;
  uso_id: number;
  comentario: string;
  criado_em: string;
  revisado_em: string | null;
  revisado_por: number | null;
  nota: Generated<string>;
}

/** The readiness check's one row (docs/decisions/079). */
export interface HealthProbeTable {
  id: number;
  checked_at: string;
}

/** A notice ('Avisos') to one holder's company card. */
/** A login's consent to one notice kind beyond the inbox; no row: push and e-mail off. */
export interface AvisoPreferenciaTable {
  usuario_id: number;
  tipo: string;
  push: Bool;
  email: Bool;
  alterado_em: string;
}

/** One device's Web Push subscription (the browser's PushSubscription). */
export interface PushInscricaoTable {
  id: Generated<number>;
  usuario_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** As deviceLabel() names it ('Chrome no Android'). */
  aparelho: string;
  criado_em: string;
}

export interface AvisoTable {
  id: Generated<number>;
  cliente_id: number;
  /** One of NOTICE_KINDS. */
  tipo: string;
  titulo: string;
  texto: string;
  /** The screen a tap opens (one of NOTICE_SCREENS) and the record it shows, if any. */
  tela: string;
  alvo_id: number | null;
  /** For a partner: the company menu that lists it (the app opens the partner through it). */
  alvo_menu_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Unique per card when set: a notice that must never be written twice (reminders). */
  chave: string | null;
  /**
   * The channels beyond the inbox this notice may take ('push,email'), within the member's consent
   * for its kind; null: every channel consented to.
   */
  canais: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the delivery job queued its e-mail and push messages (docs/decisions/116); null: not yet. */
  despachado_em: ColumnType<string | null, string | null | undefined, string | null>;
  criado_em: string;
  lido_em: string | null;
}

/** An operator's campaign: a notice to the members of some companies (decision 118). */
export interface CampanhaTable {
  id: Generated<number>;
  titulo: string;
  texto: string;
  tela: string;
  parceiro_id: number | null;
  perfil_id: number | null;
  cidade: string | null;
  uso_parceiro_id: number | null;
  uso_modo: 'com' | 'sem';
  /** '' (the inbox only), 'push', 'email' or 'push,email'. */
  canais: string;
  enviar_em: string;
  status: 'agendada' | 'enviando' | 'enviada' | 'cancelada';
  /** Cards the audience matched when it was sent. */
  destinatarios: number | null;
  operador_id: number;
  created_at: string;
  enviada_em: string | null;
  cancelada_em: string | null;
}

export interface CampanhaEmpresaTable {
  campanha_id: number;
  empresa_id: number;
}

/** A device (hash of its browser's description) a login has signed in from. */
export interface AcessoDispositivoTable {
  usuario_id: number;
  dispositivo: string;
  primeiro_em: string;
}

export interface Database {
  aviso: AvisoTable;
  campanha: CampanhaTable;
  campanha_empresa: CampanhaEmpresaTable;
  acesso_dispositivo: AcessoDispositivoTable;
  aviso_preferencia: AvisoPreferenciaTable;
  push_inscricao: PushInscricaoTable;
  empresa: EmpresaTable;
  usuario: UsuarioTable;
  perfil: PerfilTable;
  sexo: SexoTable;
  grau_parentesco: GrauParentescoTable;
  cliente: ClienteTable;
  contato_emergencia: ContatoEmergenciaTable;
  banner: BannerTable;
  menu_parceiro: MenuParceiroTable;
  categoria: CategoriaTable;
  parceiro: ParceiroTable;
  parceiro_menu: ParceiroMenuTable;
  parceiro_palavra: ParceiroPalavraTable;
  parceiro_acesso: ParceiroAcessoTable;
  avaliacao: AvaliacaoTable;
  favorito: FavoritoTable;
  login_evento: LoginEventoTable;
  parceiro_dia: ParceiroDiaTable;
  login_dia: LoginDiaTable;
  login_membro: LoginMembroTable;
  health_probe: HealthProbeTable;
  contrato: ContratoTable;
  fatura: FaturaTable;
  servico: ServicoTable;
  faq_categoria: FaqCategoriaTable;
  faq_item: FaqItemTable;
  atendimento_contato: AtendimentoContatoTable;
  link_video: LinkVideoTable;
  documento: DocumentoTable;
  receita: ReceitaTable;
  agendamento: AgendamentoTable;
  codigo_recuperacao: CodigoRecuperacaoTable;
  outbox: OutboxTable;
  cep_local: CepLocalTable;
  idempotencia: IdempotenciaTable;
  midia: MidiaTable;
  tarefa: TarefaTable;
  operador: OperadorTable;
  operador_empresa: OperadorEmpresaTable;
  operador_sessao: OperadorSessaoTable;
  auditoria: AuditoriaTable;
  importacao: ImportacaoTable;
  importacao_linha: ImportacaoLinhaTable;
  menu_categoria: MenuCategoriaTable;
  parceiro_importacao: ParceiroImportacaoTable;
  parceiro_importacao_linha: ParceiroImportacaoLinhaTable;
  parceiro_atendente: ParceiroAtendenteTable;
  parceiro_sessao: ParceiroSessaoTable;
  parceiro_verificacao: ParceiroVerificacaoTable;
  uso: UsoTable;
  uso_codigo: UsoCodigoTable;
  uso_reporte: UsoReporteTable;
  integracao: IntegracaoTable;
  integracao_idempotencia: IntegracaoIdempotenciaTable;
  webhook_endpoint: WebhookEndpointTable;
  webhook_entrega: WebhookEntregaTable;
}

/** A client company's credential for the integration API (docs/decisions/105). */
export interface IntegracaoTable {
  id: Generated<number>;
  empresa_id: number;
  nome: string;
  client_id: string;
  /** SHA-256 (hex) of the secret; the secret itself is shown once and never stored. */
  segredo_hash: string;
  /** JSON array of scopes. */
  escopos: string;
  criada_por: number;
  created_at: string;
  updated_at: string;
  ultimo_uso_em: string | null;
  revogada_em: string | null;
}

/** The answer of an integration write sent with an Idempotency-Key (24 h). */
export interface IntegracaoIdempotenciaTable {
  integracao_id: number;
  chave: string;
  rota: string;
  /** SHA-256 (hex) of the request body: the same key with another body is refused. */
  corpo_hash: string;
  status: number;
  resposta: string;
  created_at: string;
}

/** Where a company's events are sent (docs/decisions/107). */
export interface WebhookEndpointTable {
  id: Generated<number>;
  empresa_id: number;
  url: string;
  /** JSON array of event types. */
  eventos: string;
  /** The whsec_ signing secret, encrypted with the server's key. */
  segredo: string;
  ativo: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One event for one endpoint: the webhook's outbox row. */
export interface WebhookEntregaTable {
  id: Generated<number>;
  endpoint_id: number;
  /** The stable `webhook-id`: the same on every attempt and on 'Reenviar'. */
  mensagem_id: string;
  evento: string;
  corpo: string;
  status: 'pendente' | 'entregue' | 'falhou';
  tentativas: Generated<number>;
  proxima_tentativa_em: string | null;
  /** HTTP status of the last attempt (null: no answer). */
  ultima_resposta: number | null;
  ultimo_erro: string | null;
  created_at: string;
  entregue_em: string | null;
}

export type Empresa = Selectable<EmpresaTable>;
export type Usuario = Selectable<UsuarioTable>;
export type NewUsuario = Insertable<UsuarioTable>;
export type UsuarioUpdate = Updateable<UsuarioTable>;
export type Cliente = Selectable<ClienteTable>;
export type NewCliente = Insertable<ClienteTable>;
export type ClienteUpdate = Updateable<ClienteTable>;
export type Parceiro = Selectable<ParceiroTable>;
export type NewParceiro = Insertable<ParceiroTable>;
export type Operador = Selectable<OperadorTable>;
export type NewOperador = Insertable<OperadorTable>;
export type OperadorSessao = Selectable<OperadorSessaoTable>;
export type Auditoria = Selectable<AuditoriaTable>;
export type NewAuditoria = Insertable<AuditoriaTable>;
