import { Link } from 'react-router';
import { EmptyState } from '../../components/state-message';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <EmptyState title="Página não encontrada.">
      <Link to={paths.home}>Voltar ao início</Link>
    </EmptyState>
  );
}
