import type { FaqCategory } from '@clube/contract';
import { CircleHelp, SearchX } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Accordion } from '../../../components/accordion';
import { FormScreen } from '../../../components/form-screen';
import { RetryMessage } from '../../../components/retry-message';
import { FullScreenSpinner, Spinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { TextField } from '../../../components/text-field';
import { useFaqTotal } from '../api/get-faq-total';
import { FaqAnswer } from '../components/faq-answer';
import { searchFaq, visibleFaq } from '../faq-content';
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
  return <SearchableFaq categories={categories} />;
}

const SEARCH_LABEL = 'Buscar nas perguntas e respostas';

/** A search box over every question and answer, then the questions that match. */
function SearchableFaq({ categories }: { categories: FaqCategory[] }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const found = searchFaq(categories, deferred);
  const count = found.reduce((total, { conteudo }) => total + conteudo.length, 0);
  const sections = found.map(({ categoria, conteudo }) => ({
    heading: categoria,
    items: conteudo.map(({ pergunta, resposta }) => ({
      id: `${categoria}-${pergunta}`,
      title: pergunta,
      body: <FaqAnswer html={resposta} />,
    })),
  }));
  const searching = deferred.trim() !== '';
  return (
    <>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={SEARCH_LABEL}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Ex.: senha, dependentes, carteirinha"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      {searching && (
        <p className="visually-hidden" role="status">
          {count === 1 ? '1 pergunta encontrada' : `${count} perguntas encontradas`}
        </p>
      )}
      {count === 0 ? (
        <StatusMessage icon={<SearchX size={30} />} title="Nenhuma pergunta encontrada">
          Tente outras palavras ou fale com a sua empresa em Precisa de Ajuda.
        </StatusMessage>
      ) : (
        <Accordion name="faq" sections={sections} />
      )}
    </>
  );
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
