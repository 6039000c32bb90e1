import type { Company } from '@clube/contract';
import { ChevronRight, CreditCard, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { CompanyLogo } from '../../../components/company-logo';
import { SimpleLayout } from '../../../components/simple-layout';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useClubStore } from '../../../lib/club-store';
import { firstName } from '../../../lib/names';
import { signOut, useSession } from '../../../lib/session';
import styles from './choose-company-page.module.css';

export function ChooseCompanyPage() {
  const navigate = useNavigate();
  const session = useSession();
  const chooseCompany = useClubStore((state) => state.chooseCompany);
  const companies = session?.empresas ?? [];

  function handleChoose(company: Company) {
    chooseCompany(company);
    void navigate(paths.auth.home, { replace: true });
  }

  function handleLogout() {
    signOut();
    void navigate(paths.login, { replace: true });
  }

  return (
    <SimpleLayout>
      {companies.length === 0 ? (
        <StatusMessage
          icon={<CreditCard size={30} />}
          title="Nenhum cartão ativo encontrado para este CPF."
        />
      ) : (
        <>
          <div className={styles.heading}>
            <h1 className={styles.greeting}>Olá, {firstName(session?.nome ?? '')}!</h1>
            <p className={styles.question}>Qual cartão deseja acessar?</p>
          </div>
          <ul className={styles.list}>
            {companies.map((company) => (
              <li key={`${company.idEmpresa}-${company.idCliente}`}>
                <button
                  type="button"
                  className={styles.card}
                  style={{
                    backgroundColor: company.colors.primary,
                    color: company.colors.contrast,
                  }}
                  onClick={() => handleChoose(company)}
                >
                  <span
                    className={styles.accent}
                    style={{ backgroundColor: company.colors.secondary }}
                    aria-hidden="true"
                  />
                  <CompanyLogo
                    src={company.logo}
                    name={company.nomeEmpresa}
                    height={40}
                    decorative
                  />
                  <span className={styles.bottom}>
                    <span>
                      <span className={styles.label} aria-hidden="true">
                        Cartão de benefícios
                      </span>
                      <span className={styles.name}>{company.nomeEmpresa}</span>
                    </span>
                    <span className={styles.go} aria-hidden="true">
                      <ChevronRight size={22} />
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.footer}>
        <Button
          variant="ghost"
          icon={<LogOut size={20} aria-hidden="true" />}
          onClick={handleLogout}
        >
          Sair
        </Button>
      </div>
    </SimpleLayout>
  );
}
