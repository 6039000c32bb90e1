import { Check, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Card, CardLead, CardTitle } from '../../../components/card';
import { SimpleLayout } from '../../../components/simple-layout';
import { paths } from '../../../config/paths';
import { useNextStep } from '../../../lib/route-after-login';
import { signOut, updateSession, useSession } from '../../../lib/session';
import { useUpdateTermsConditions } from '../api/update-terms-conditions';
import { TermsText } from '../components/terms-text';
import styles from './terms-page.module.css';

export function TermsPage() {
  const navigate = useNavigate();
  const session = useSession();
  const accept = useUpdateTermsConditions();
  const nextStep = useNextStep();

  function handleAccept() {
    if (!session) return;
    accept.mutate(
      { idUsuario: session.idUsuario },
      {
        onSuccess: () => {
          updateSession({ aceiteTermo: false });
          nextStep({ aceiteTermo: false, empresas: session.empresas });
        },
      },
    );
  }

  function handleRefuse() {
    signOut();
    void navigate(paths.login, { replace: true });
  }

  return (
    <SimpleLayout>
      <Card className={styles.card} aria-labelledby="terms-title">
        <CardTitle id="terms-title">Termos de Uso e Privacidade</CardTitle>
        <CardLead>Leia com atenção antes de continuar.</CardLead>
        <article className={styles.text} tabIndex={0} aria-label="Texto dos termos de uso">
          <TermsText />
        </article>
        <div className={styles.actions}>
          <Button
            block
            needsNetwork
            pending={accept.isPending}
            icon={<Check size={20} aria-hidden="true" />}
            onClick={handleAccept}
          >
            Aceito o Termo
          </Button>
          <Button
            block
            variant="secondary"
            disabled={accept.isPending}
            icon={<X size={20} aria-hidden="true" />}
            onClick={handleRefuse}
          >
            Não aceito o termo
          </Button>
        </div>
      </Card>
    </SimpleLayout>
  );
}
