import {
  formatBRL,
  formatDate,
  maskCep,
  maskCpf,
  maskPhone,
  type ExportedCard,
  type ExportedPerson,
  type MyDataExport,
} from '@clube/contract';

/*
 * The readable side of 'Baixar meus dados': the same answer as the JSON file, as a page in
 * Portuguese a member can open, read and print (or save as PDF from the browser). Every value is
 * escaped; the page has no script and loads nothing.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const brazilTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A day as dd/mm/aaaa, a moment as dd/mm/aaaa hh:mm in Brazil's clock; '' stays ''. */
function when(value: string): string {
  if (!value.includes('T')) return formatDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : brazilTime.format(date);
}

const money = (centavos: number) => formatBRL(centavos / 100);

type Row = [label: string, value: string];

/** Label–value pairs, leaving out the empty ones. */
function facts(rows: Row[]): string {
  const filled = rows.filter(([, value]) => value.trim() !== '');
  if (filled.length === 0) return '';
  return `<dl>${filled.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>`;
}

/** A titled list of lines, or 'Nenhum registro.' */
function list(title: string, lines: string[]): string {
  const body =
    lines.length === 0
      ? '<p class="none">Nenhum registro.</p>'
      : `<ul>${lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`;
  return `<h4>${escape(title)}</h4>${body}`;
}

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' · ');

function personFacts(person: ExportedPerson): string {
  const { endereco: e } = person;
  const street = [e.logradouro, e.numero, e.complemento].filter(Boolean).join(', ');
  const address = joined(
    street,
    e.bairro,
    [e.cidade, e.uf].filter(Boolean).join('/'),
    e.cep && `CEP ${maskCep(e.cep)}`,
  );
  return facts([
    ['Nome', person.nome],
    ['CPF', person.cpf && maskCpf(person.cpf)],
    ['E-mail', person.email],
    ['Telefone 1', person.telefone1 && maskPhone(person.telefone1)],
    ['Telefone 2', person.telefone2 && maskPhone(person.telefone2)],
    ['Data de nascimento', formatDate(person.nascimento)],
    ['Data de admissão', formatDate(person.dataAdmissao)],
    ['Sexo', person.sexo],
    ['Parentesco', person.parentesco],
    ['Endereço', address],
    ['Foto', person.foto ? 'guardada (está no arquivo JSON)' : ''],
  ]);
}

/** What hangs off a person: contacts, ratings, favourites, appointments, prescriptions, accesses. */
function personRecords(person: ExportedPerson): string {
  return [
    list(
      'Contatos de emergência',
      person.contatosEmergencia.map((c) => joined(c.nome, maskPhone(c.telefone), c.parentesco)),
    ),
    list(
      'Avaliações de parceiros',
      person.avaliacoes.map((a) =>
        joined(a.parceiro, `nota ${a.nota}`, a.comentario, when(a.criadaEm)),
      ),
    ),
    list(
      'Parceiros favoritos',
      (person.favoritos ?? []).map((f) => joined(f.parceiro, `desde ${when(f.desde)}`)),
    ),
    list(
      'Consultas',
      person.agendamentos.map((a) =>
        joined(
          formatDate(a.dataConsulta),
          `${a.horaInicio}–${a.horaFim}`,
          a.medico,
          a.especialidade,
          a.status,
        ),
      ),
    ),
    list(
      'Receitas',
      person.receitas.map((r) => joined(r.descricao, r.medico, r.especialidade, when(r.criadaEm))),
    ),
    list(
      'Acessos a parceiros',
      person.acessosParceiros.map((a) => joined(a.parceiro, formatDate(a.dia))),
    ),
  ].join('');
}

function contractSection(card: ExportedCard): string {
  return list(
    'Contratos e faturas',
    card.contratos.flatMap((c) => [
      joined(
        `Contrato ${c.idContrato}`,
        c.plano,
        c.status,
        `${money(c.valorMensalCentavos)} por mês`,
        c.formaPagamento,
        c.inicio && `desde ${formatDate(c.inicio)}${c.fim ? ` até ${formatDate(c.fim)}` : ''}`,
      ),
      ...c.faturas.map((f) =>
        joined(
          `Fatura com vencimento em ${formatDate(f.vencimento)}`,
          money(f.valorCentavos),
          f.status,
          f.pagoEm && `paga em ${formatDate(f.pagoEm)}`,
        ),
      ),
    ]),
  );
}

function cardSection(card: ExportedCard): string {
  return `<section>
<h2>Cartão ${escape(card.empresa)}</h2>
${facts([
  ['Perfil', card.perfil],
  ['Número da carteirinha', card.numeroCarteirinha],
  ['Validade da carteirinha', formatDate(card.validadeCarteirinha)],
  ['Encerrado em', when(card.encerradoEm)],
])}
<h3>Titular</h3>
${personFacts(card)}${personRecords(card)}${contractSection(card)}
<h3>Dependentes</h3>
${
  card.dependentes.length === 0
    ? '<p class="none">Nenhum dependente.</p>'
    : card.dependentes
        .map((d) => `<div class="person">${personFacts(d)}${personRecords(d)}</div>`)
        .join('')
}
</section>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1d2433;max-width:46rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:2px solid #d0d5dd}h4{margin:1rem 0 .25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
.none{color:#4f5b6c}.person{border-left:3px solid #d0d5dd;padding-left:1rem;margin:1rem 0}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}`;

/** The whole page, ready to be saved as an .html file. */
export function myDataSummaryHtml(data: MyDataExport): string {
  const { usuario } = data;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Meus dados no Clube</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Meus dados no Clube</h1>
<p>Resumo gerado em ${escape(when(data.geradoEm))}. Os mesmos dados, completos, estão no arquivo JSON de 'Baixar meus dados'.</p>
<section>
<h2>Sua conta</h2>
${facts([
  ['Login', usuario.login],
  ['Nome', usuario.nome],
  ['E-mail', usuario.email],
  ['Telefone', usuario.telefone && maskPhone(usuario.telefone)],
  ['Conta criada em', when(usuario.criadoEm)],
  ['Termo de uso aceito em', when(usuario.termoAceitoEm)],
])}
${list(
  'Pedidos de recuperação de senha',
  data.recuperacoesDeSenha.map((r) =>
    joined(
      r.canal === 'sms' ? 'por SMS' : 'por e-mail',
      `pedido em ${when(r.criadoEm)}`,
      r.usadoEm && `usado em ${when(r.usadoEm)}`,
    ),
  ),
)}
<h4>Histórico de entradas</h4>
<p>${escape(data.historicoDeEntradas)}</p>
</section>
${data.cartoes.map(cardSection).join('\n')}
</body>
</html>
`;
}
