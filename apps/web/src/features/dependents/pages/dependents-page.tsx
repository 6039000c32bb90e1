import type { DependentCard as Dependent, Identity } from '@clube/contract';
import { UserPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../../components/button';
import { FullScreenSpinner } from '../../../components/spinner';
import { RetryMessage } from '../../../components/retry-message';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useClubStore } from '../../../lib/club-store';
import { toast } from '../../../lib/toast';
import { useChosenCompany } from '../../../lib/use-chosen-company';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useDeleteDependente } from '../api/delete-dependente';
import { useDependentes } from '../api/get-dependentes';
import { DeleteDependentSheet, type DeletePhase } from '../components/delete-dependent-sheet';
import { DependentCard } from '../components/dependent-card';
import { DEPENDENT_TEXTS } from '../dependent-form-model';
import { useHolderIdentity } from '../../../lib/use-holder-identity';
import styles from './dependents-page.module.css';

/** docs/product.md#constants-and-delays: the delete confirmation resets 3000 ms after confirming. */
export const DELETE_RESET_MS = 3000;

function AddDependentLink() {
  return (
    <Link to={paths.auth.addDependents} className={buttonClassName('primary', true)}>
      <UserPlus size={20} aria-hidden="true" />
      <span>Adicionar dependente</span>
    </Link>
  );
}

function DependentsFooter({ count }: { count: number }) {
  const company = useChosenCompany();
  return (
    <footer className={styles.footer}>
      <p>
        {count === 1 ? '1 dependente cadastrado' : `${count} dependentes cadastrados`}
        {company && ` no cartão ${company.nomeEmpresa}`}.
      </p>
      <p>Seus dependentes compartilham os benefícios do seu cartão.</p>
    </footer>
  );
}

function Dependents({ holder }: { holder: Identity }) {
  const navigate = useNavigate();
  const chooseDependent = useClubStore((state) => state.update);
  const canAdd = useClubStore((state) => state.createDependents);
  const list = useDependentes(holder);
  const remove = useDeleteDependente(holder);
  const later = useDelayedAction();
  const [target, setTarget] = useState<Dependent | null>(null);
  const [phase, setPhase] = useState<DeletePhase>('closed');

  function openSheet(dependent: Dependent) {
    setTarget(dependent);
    setPhase('confirm');
  }

  function closeSheet() {
    setPhase('closed');
  }

  function confirmDelete() {
    if (!target) return;
    setPhase('deleting');
    remove.mutate(target.idDependente, {
      onSuccess: () => {
        toast.success(DEPENDENT_TEXTS.deleted, { id: 'dependent-deleted' });
        setPhase('done');
        // Unless the member already closed it (and maybe opened another).
        later(() => setPhase((now) => (now === 'done' ? 'closed' : now)), DELETE_RESET_MS);
      },
      // The generic error toast is shown by the query client.
      onError: () => setPhase('closed'),
    });
  }

  function openUpdate(dependent: Dependent) {
    chooseDependent({ choosedDepedent: dependent.idDependente });
    void navigate(paths.auth.addDependents);
  }

  if (list.isPending) return <FullScreenSpinner />;

  const dependents = list.data ?? [];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Dependentes</h1>
        {canAdd && <AddDependentLink />}
      </header>

      {list.isError && !list.data ? (
        <RetryMessage
          icon={<Users size={30} />}
          title="Não foi possível carregar seus dependentes."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : dependents.length === 0 ? (
        <StatusMessage icon={<Users size={30} />} title={DEPENDENT_TEXTS.empty}>
          {canAdd
            ? 'Cadastre quem você quer incluir no seu cartão.'
            : 'Para incluir dependentes, fale com a sua empresa.'}
        </StatusMessage>
      ) : (
        <ul className={styles.list}>
          {dependents.map((dependent) => (
            <li key={dependent.idDependente}>
              <DependentCard dependent={dependent} onDelete={openSheet} onUpdate={openUpdate} />
            </li>
          ))}
        </ul>
      )}

      {/* Without a list (offline, no copy kept) there is no count to tell: never "0 dependentes". */}
      {list.data && <DependentsFooter count={dependents.length} />}

      <DeleteDependentSheet
        dependent={target}
        phase={phase}
        onConfirm={confirmDelete}
        onClose={closeSheet}
      />
    </div>
  );
}

/** docs/product.md#dependents (/auth/dependents). Entering the list clears the chosen dependent. */
export function DependentsPage() {
  const holder = useHolderIdentity();
  const update = useClubStore((state) => state.update);
  useEffect(() => {
    update({ choosedDepedent: null });
  }, [update]);
  return holder ? <Dependents holder={holder} /> : <FullScreenSpinner />;
}
