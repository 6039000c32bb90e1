/** The terms of use and LGPD consent shown before first use (docs/product.md#terms). */
export function TermsText() {
  return (
    <>
      <p>
        Estes termos explicam como funciona o aplicativo Clube e como seus dados pessoais são
        tratados, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).
        Leia com atenção: para usar o aplicativo é preciso aceitá-los.
      </p>

      <h2>1. O que é o Clube</h2>
      <p>
        O Clube é o aplicativo do seu clube de benefícios, oferecido pela empresa responsável pelo
        seu plano. Nele você acessa descontos de parceiros, sua carteirinha virtual, seus
        dependentes, contratos e pagamentos, e o atendimento de saúde quando o seu plano inclui esse
        serviço.
      </p>

      <h2>2. Uso do aplicativo</h2>
      <ul>
        <li>Seu acesso é pessoal e intransferível. Guarde sua senha em sigilo.</li>
        <li>
          Você é responsável pelas informações que cadastra. Cadastre dependentes e contatos de
          emergência somente com a autorização deles ou de seus responsáveis legais.
        </li>
        <li>
          Cada benefício segue as regras do parceiro que o oferece, que podem mudar sem aviso no
          aplicativo.
        </li>
      </ul>

      <h2>3. Quais dados tratamos</h2>
      <ul>
        <li>
          Identificação e contato: nome, CPF, data de nascimento, sexo, e-mail, telefones, foto e
          endereço.
        </li>
        <li>Dados dos dependentes e dos contatos de emergência que você informar.</li>
        <li>Dados do contrato: plano, situação, valores e pagamentos.</li>
        <li>Uso do aplicativo: parceiros acessados, avaliações e registros técnicos de acesso.</li>
        <li>
          Dados de saúde, que são dados sensíveis: receitas e agendamentos, somente quando você usa
          o atendimento de saúde.
        </li>
      </ul>

      <h2>4. Para que usamos seus dados</h2>
      <ul>
        <li>
          Executar o seu contrato: identificar você, mostrar seus benefícios, carteirinha, contratos
          e pagamentos (LGPD, art. 7º, V).
        </li>
        <li>
          Prestar o atendimento de saúde que você solicitar, por profissionais e serviços de saúde
          (art. 11, II, “f”).
        </li>
        <li>Enviar códigos de recuperação de senha por e-mail ou SMS, quando você pedir.</li>
        <li>Proteger sua conta e prevenir fraudes (art. 7º, IX).</li>
        <li>Cumprir obrigações legais e regulatórias (art. 7º, II).</li>
      </ul>
      <p>Não vendemos seus dados e não os usamos para publicidade de terceiros.</p>

      <h2>5. Com quem compartilhamos</h2>
      <ul>
        <li>Com a empresa responsável pelo seu plano.</li>
        <li>Com um parceiro, só o necessário para você usar o benefício dele.</li>
        <li>Com os serviços de telemedicina, quando você usa o atendimento de saúde.</li>
        <li>
          Com fornecedores de tecnologia (hospedagem, envio de e-mail e SMS), sob contrato e dever
          de sigilo.
        </li>
        <li>Com autoridades públicas, quando a lei exigir.</li>
      </ul>

      <h2>6. Por quanto tempo guardamos</h2>
      <p>
        Guardamos seus dados enquanto o seu contrato estiver ativo.{' '}
        <strong>
          Seus dados pessoais são excluídos em até 30 dias após o término do contrato.
        </strong>{' '}
        Só guardamos por mais tempo o que a lei obrigar, pelo prazo e para a finalidade que ela
        determinar (art. 16).
      </p>

      <h2>7. Seus direitos (LGPD, art. 18)</h2>
      <p>Você pode, a qualquer momento e sem custo, pedir:</p>
      <ul>
        <li>confirmação de que tratamos seus dados e acesso a eles;</li>
        <li>correção de dados incompletos, inexatos ou desatualizados;</li>
        <li>
          anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em
          desconformidade com a lei;
        </li>
        <li>portabilidade dos dados a outro fornecedor;</li>
        <li>eliminação dos dados tratados com base no seu consentimento;</li>
        <li>informação sobre com quem compartilhamos seus dados;</li>
        <li>informação sobre a possibilidade de não consentir e suas consequências;</li>
        <li>revogação do consentimento.</li>
      </ul>
      <p>
        Muitos dados você mesmo corrige no aplicativo (Dados Gerais, Meu Endereço e Perfil). Para os
        demais pedidos, use os contatos da seção Ajuda. Você também pode reclamar à Autoridade
        Nacional de Proteção de Dados (ANPD).
      </p>

      <h2>8. Segurança</h2>
      <p>
        Sua senha é guardada cifrada, a conexão com o aplicativo é criptografada e o acesso aos
        dados é restrito. Se ocorrer um incidente que possa causar risco a você, avisaremos você e a
        ANPD (art. 48).
      </p>

      <h2>9. Consentimento</h2>
      <p>
        Ao tocar em “Aceito o Termo”, você declara que leu estes termos e consente com o tratamento
        dos seus dados como descrito acima, inclusive dos dados de saúde quando usar o atendimento.
        Você pode revogar o consentimento pelos contatos da seção Ajuda; sem ele, algumas funções
        deixam de estar disponíveis. Se não aceitar, o acesso ao aplicativo é encerrado.
      </p>

      <h2>10. Mudanças nestes termos</h2>
      <p>
        Podemos atualizar estes termos. Quando a mudança for relevante, pediremos o seu aceite
        novamente.
      </p>
    </>
  );
}
