import { CircleHelp } from 'lucide-react';
import { Accordion } from '../../../components/accordion';
import { FormScreen } from '../../../components/form-screen';
import { RetryMessage } from '../../../components/retry-message';
import { FullScreenSpinner, Spinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { useFaqTotal } from '../api/get-faq-total';
import { FaqAnswer } from '../components/faq-answer';
import { visibleFaq } from '../faq-content';
import styles from './faq-page.module.css';

function Faq() {
  const faq = useFaqTotal();
  if (faq.data === undefined) {
    if (!faq.isError) return <FullScreenSpinner />;
    return (
      <RetryMessage
        icon={<CircleHelp size={30} />}
        title="Não foi possível carregar as perguntas frequentes."
        onRetry={() => void faq.refetch()}
      />
    );
  }
  const categories = visibleFaq(faq.data);
  if (categories.length === 0) {
    return (
      <StatusMessage icon={<CircleHelp size={30} />} title="Nenhum FAQ encontrado">
        Não existem FAQs cadastrados para esta categoria.
      </StatusMessage>
    );
  }
  const sections = categories.map(({ categoria, conteudo }, c) => ({
    heading: categoria,
    items: conteudo.map(({ pergunta, resposta }, i) => ({
      id: `${c}-${i}`,
      title: pergunta,
      body: <FaqAnswer html={resposta} />,
    })),
  }));
  return <Accordion name="faq" sections={sections} />;
}

/** docs/product.md#faq (/auth/faq): the first load fills the page with a spinner, later reloads overlay it. */
export function FaqPage() {
  const { data, isFetching } = useFaqTotal();
  const reloading = isFetching && data !== undefined;
  return (
    <FormScreen title="Perguntas Frequentes">
      <Faq />
      {reloading && (
        <div className={styles.overlay}>
          <Spinner size="lg" label="Atualizando…" />
        </div>
      )}
    </FormScreen>
  );
}
