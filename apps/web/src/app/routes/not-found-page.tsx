import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button';
import { SimpleLayout } from '../../components/simple-layout';
import { StatusMessage } from '../../components/status-message';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <SimpleLayout>
      <StatusMessage
        icon={<MapPinOff size={30} />}
        title="Página não encontrada."
        action={
          <Link to={paths.login} className={buttonClassName('primary')}>
            Ir para o início
          </Link>
        }
      >
        O endereço aberto não existe no Clube.
      </StatusMessage>
    </SimpleLayout>
  );
}
