import { RECOVERY_TYPES } from '@clube/contract';
import { Mail, MessageSquare } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Card, CardLead, CardTitle } from '../../../components/card';
import { SimpleLayout } from '../../../components/simple-layout';
import { paths } from '../../../config/paths';
import { useClubStore, type RecoveryType } from '../../../lib/club-store';
import styles from './recovery-pages.module.css';

/** docs/product.md#password-recovery /forgot/recovery-choosed: e-mail (1) or SMS (2), or back to the login. */
export function RecoveryChoicePage() {
  const navigate = useNavigate();
  const update = useClubStore((state) => state.update);

  function choose(recoveryType: RecoveryType) {
    update({ recoveryType });
    void navigate(paths.forgot.recovery);
  }

  return (
    <SimpleLayout>
      <Card>
        <div>
          <CardTitle>Recuperar senha</CardTitle>
          <CardLead>Como você quer receber o código de recuperação?</CardLead>
        </div>
        <div className={styles.choices}>
          <Button
            block
            icon={<Mail size={20} aria-hidden="true" />}
            onClick={() => choose(RECOVERY_TYPES.email)}
          >
            E-mail
          </Button>
          <Button
            block
            icon={<MessageSquare size={20} aria-hidden="true" />}
            onClick={() => choose(RECOVERY_TYPES.sms)}
          >
            SMS
          </Button>
        </div>
        <p className={styles.link}>
          <Link to={paths.login}>Lembrei Minha Senha</Link>
        </p>
      </Card>
    </SimpleLayout>
  );
}
