import type { AdminCompany, CreateCompanyBody, UpdateCompanyBody } from '@clube/contract/admin';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page';
import { ErrorState, Loading } from '../../../components/state-message';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useCompany } from '../api/get-company';
import { useCreateCompany, useUpdateCompany } from '../api/save-company';
import { CompanyForm, companyToForm, NEW_COMPANY } from '../components/company-form';
import { UsesLink } from '../../../components/uses-link';
import styles from './company-page.module.css';

const BackToList = () => (
  <Link to={paths.companies} className={styles.back}>
    <ArrowLeft size={16} aria-hidden="true" /> Empresas
  </Link>
);

export function NewCompanyPage() {
  const navigate = useNavigate();
  const create = useCreateCompany();
  return (
    <>
      <PageHeader
        title="Nova empresa"
        description="O que você definir aqui aparece no app dos membros desta empresa."
        back={<BackToList />}
      />
      <CompanyForm
        initial={NEW_COMPANY}
        submitLabel="Criar empresa"
        saving={create.isPending}
        error={create.error ? errorMessage(create.error) : null}
        onSubmit={(values) =>
          create.mutate(values as CreateCompanyBody, {
            onSuccess: (company) => navigate(paths.company(company.id), { replace: true }),
          })
        }
      />
    </>
  );
}

/** `integrationSection`: what the app composes below the form (the company's integration). */
export function EditCompanyPage({
  integrationSection,
}: {
  integrationSection?: (company: AdminCompany) => ReactNode;
} = {}) {
  const id = Number(useParams().id);
  const company = useCompany(id);
  const update = useUpdateCompany(id);
  const canUpdate = useCan('companies', 'update');

  if (company.isPending) return <Loading />;
  if (company.error)
    return <ErrorState error={company.error} onRetry={() => void company.refetch()} />;

  return (
    <>
      <PageHeader
        title={company.data.nome}
        description={
          canUpdate
            ? 'As alterações aparecem no app do membro no próximo login ou troca de cartão.'
            : 'Somente leitura: seu papel não altera empresas.'
        }
        back={<BackToList />}
        actions={<UsesLink companyId={company.data.id} />}
      />
      <CompanyForm
        // A saved answer resets the form to what the server stored.
        key={JSON.stringify(company.data)}
        initial={companyToForm(company.data)}
        readOnly={!canUpdate}
        submitLabel="Salvar alterações"
        saving={update.isPending}
        error={update.error ? errorMessage(update.error) : null}
        onSubmit={(values, changed) => {
          if (changed.length === 0) {
            toast.info('Nada foi alterado.');
            return;
          }
          const body = Object.fromEntries(changed.map((key) => [key, values[key]]));
          update.mutate(body as UpdateCompanyBody);
        }}
      />
      {integrationSection?.(company.data)}
    </>
  );
}
