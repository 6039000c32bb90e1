import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/button';
import { SimpleLayout } from '../../components/simple-layout';
import { StatusMessage } from '../../components/status-message';

/**
 * Shown when a screen fails to render or its code cannot be downloaded (a flaky connection, or a
 * new version replaced the files); reloading fetches the current version.
 */
export function RouteErrorPage() {
  return (
    <SimpleLayout>
      <StatusMessage
        icon={<TriangleAlert size={30} />}
        title="Não foi possível abrir esta tela."
        action={
          <Button
            icon={<RefreshCw size={20} aria-hidden="true" />}
            onClick={() => window.location.reload()}
          >
            Tentar novamente
          </Button>
        }
      >
        Verifique sua conexão com a internet e tente de novo.
      </StatusMessage>
    </SimpleLayout>
  );
}
