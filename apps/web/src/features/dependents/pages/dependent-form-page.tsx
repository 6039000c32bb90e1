import type { Identity } from '@clube/contract';
import { Ban, UserRoundX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { buttonClassName } from '../../../components/button';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useClubStore } from '../../../lib/club-store';
import { toast } from '../../../lib/toast';
import { useDependenteUnico } from '../api/get-dependente-unico';
import { DependentForm } from '../components/dependent-form';
import {
  DEPENDENT_TEXTS,
  EMPTY_DEPENDENT_FORM,
  type DependentFormMode,
  toDependentForm,
} from '../dependent-form-model';
import { useAwaitingFreshAnswer } from '../../../lib/use-awaiting-fresh-answer';
import { useHolderIdentity } from '../../../lib/use-holder-identity';
import styles from './dependent-form-page.module.css';

const TITLES: Record<DependentFormMode, string> = {
  add: 'Adicionar dependente',
  update: 'Atualizar dependente',
};

/** The action of a screen that cannot show the form. */
function BackToList() {
  return (
    <Link to={paths.auth.dependents} className={buttonClassName('secondary')}>
      Voltar para dependentes
    </Link>
  );
}

function Screen({ mode, children }: { mode: DependentFormMode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BackLink to={paths.auth.dependents}>Voltar para dependentes</BackLink>
        <h1 className={styles.title}>{TITLES[mode]}</h1>
        <p className={styles.lead}>Campos com * são obrigatórios.</p>
      </header>
      <div className={styles.card}>{children}</div>
    </div>
  );
}

/**
 * A load the member waited this long for ends with 'Dependente carregado com sucesso!'; a quicker one
 * just shows the form (the filled form says it all).
 */
export const SLOW_LOAD_MS = 1500;

/** Says the dependent has loaded only when the member was left waiting for it. */
function useLoadedAfterWait(dataUpdatedAt: number) {
  const [openedAt] = useState(() => Date.now());
  const told = useRef(false);
  useEffect(() => {
    if (told.current || dataUpdatedAt < openedAt + SLOW_LOAD_MS) return;
    told.current = true;
    toast.success(DEPENDENT_TEXTS.loaded, { id: 'dependent-loaded' });
  }, [dataUpdatedAt, openedAt]);
}

function UpdateDependent({ holder, idDependente }: { holder: Identity; idDependente: number }) {
  const dependent = useDependenteUnico(holder, idDependente);
  const waiting = useAwaitingFreshAnswer(dependent);
  useLoadedAfterWait(dependent.dataUpdatedAt);

  if (waiting) return <FullScreenSpinner />;
  if (dependent.data === undefined) {
    return (
      <StatusMessage
        icon={<UserRoundX size={30} />}
        title="Não foi possível carregar este dependente."
        action={<BackToList />}
      />
    );
  }
  return (
    <Screen mode="update">
      <DependentForm
        mode="update"
        holder={holder}
        idDependente={idDependente}
        initial={toDependentForm(dependent.data)}
      />
    </Screen>
  );
}

/** docs/product.md#add-or-update-a-dependent: update mode when a chosen dependent id is held. */
export function DependentFormPage() {
  const holder = useHolderIdentity();
  const chosen = useClubStore((state) => state.choosedDepedent);
  const canAdd = useClubStore((state) => state.createDependents);

  if (!holder) return <FullScreenSpinner />;
  if (chosen !== null) return <UpdateDependent holder={holder} idDependente={chosen} />;
  if (!canAdd) {
    return (
      <StatusMessage
        icon={<Ban size={30} />}
        title="Sua empresa não permite cadastrar dependentes."
        action={<BackToList />}
      />
    );
  }
  return (
    <Screen mode="add">
      <DependentForm mode="add" holder={holder} initial={EMPTY_DEPENDENT_FORM} />
    </Screen>
  );
}
