import { CARD_STATUS, type CardStatus } from '@clube/contract/admin';
import { Badge } from '../../../components/page';

export function CardStatusBadge({ status }: { status: CardStatus }) {
  return status === CARD_STATUS.active ? (
    <Badge tone="success">Ativo</Badge>
  ) : (
    <Badge tone="neutral">Encerrado</Badge>
  );
}
