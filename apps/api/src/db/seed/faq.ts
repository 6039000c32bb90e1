import type { SeedContext } from './context.js';

/** [category, [question, answer HTML][]]. An empty answer and an empty category are kept on purpose:
 *  the web app must skip both (docs/product.md#faq: items need both question and answer). */
const FAQ: [string, [string, string][]][] = [
  [
    'Cadastro e acesso',
    [
      [
        'Como faço meu primeiro acesso?',
        '<p>Entre com o seu <strong>CPF</strong> e a senha provisória enviada pela sua empresa. No primeiro acesso o app pede que você crie uma nova senha.</p>',
      ],
      [
        'Esqueci minha senha. E agora?',
        '<p>Na tela de login, toque em <em>Esqueceu sua senha?</em> e escolha receber o código por <strong>e-mail</strong> ou <strong>SMS</strong>. O código tem 4 dígitos e vale por 10 minutos.</p>',
      ],
      [
        'Tenho cartões de mais de uma empresa. Como troco?',
        '<p>Depois do login, escolha o cartão em <em>Qual cartão deseja acessar?</em>. Para trocar, toque em <strong>Trocar cartão</strong> no topo da tela ou no seu Perfil e escolha o outro cartão, sem precisar sair do app.</p>',
      ],
    ],
  ],
  [
    'Parceiros e descontos',
    [
      [
        'Como uso um desconto de parceiro?',
        '<p>Abra <strong>Menu → Parceiros</strong>, escolha o parceiro e siga as instruções de resgate:</p><ul><li>nas lojas físicas, apresente a carteirinha virtual;</li><li>nas lojas online, use o cupom indicado.</li></ul>',
      ],
      [
        'Posso avaliar um parceiro?',
        '<p>Sim. Na página do parceiro, dê de 1 a 5 estrelas e deixe um comentário. Cada associado avalia cada parceiro uma vez.</p>',
      ],
      ['Os descontos valem para meus dependentes?', ''],
    ],
  ],
  [
    'Carteirinha virtual',
    [
      [
        'Onde encontro minha carteirinha?',
        '<p>Em <strong>Menu → Carteirinha</strong>. Ela mostra seu nome, CPF, número e validade, com código de barras para leitura no parceiro.</p>',
      ],
      [
        'A carteirinha funciona sem internet?',
        '<p>Depois de aberta uma vez, ela continua disponível no aparelho. Recomendamos abrir o app com internet pelo menos uma vez por mês.</p>',
      ],
    ],
  ],
  [
    'Pagamentos e contratos',
    [
      [
        'Como emito a segunda via do boleto?',
        '<p>Em <strong>Menu → Contrato</strong>, toque em <em>Mais detalhes</em> e depois no link do boleto da parcela desejada.</p>',
      ],
      [
        'O que acontece se eu atrasar um pagamento?',
        '<p>Os benefícios continuam ativos por até <strong>30 dias</strong> após o vencimento. Depois disso, o acesso aos parceiros fica suspenso até a regularização.</p>',
      ],
    ],
  ],
  [
    'Telemedicina',
    [
      [
        'Como falo com um médico?',
        '<p>Em <strong>Menu → Tá Dodói</strong>, escolha quem será atendido e toque em <em>Telemedicina Livre</em>. O atendimento é por vídeo, 24 horas por dia.</p>',
      ],
      [
        'Onde vejo minhas receitas?',
        '<p>Em <strong>Tá Dodói → Minhas Receitas</strong>. Toque em <em>Abrir Documento</em> para ver o PDF.</p>',
      ],
    ],
  ],
  ['Novidades', []],
];

export async function seedFaq({ db }: SeedContext): Promise<void> {
  for (const [i, [nome, items]] of FAQ.entries()) {
    const { id } = await db
      .insertInto('faq_categoria')
      .values({ nome, ordem: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (items.length === 0) continue;
    await db
      .insertInto('faq_item')
      .values(
        items.map(([pergunta, resposta], j) => ({
          categoria_id: id,
          pergunta,
          resposta,
          ordem: j + 1,
        })),
      )
      .execute();
  }
}
