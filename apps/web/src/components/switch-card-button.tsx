import { ArrowLeftRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { leaveCard, useSession } from '../lib/session';
import { Button } from './button';

/** True when the signed-in member holds more than one card, so there is another to switch to. */
export function useHasOtherCards(): boolean {
  return (useSession()?.empresas.length ?? 0) > 1;
}

/** Leaves this card's data behind and asks 'Qual cartão deseja acessar?' again, without signing out. */
export function useSwitchCard(): () => void {
  const navigate = useNavigate();
  return () => {
    leaveCard();
    void navigate(paths.chooseCompany, { replace: true });
  };
}

/** 'Trocar cartão', shown only to a member with several cards. */
export function SwitchCardButton({ block = false }: { block?: boolean }) {
  const hasOtherCards = useHasOtherCards();
  const switchCard = useSwitchCard();
  if (!hasOtherCards) return null;
  return (
    <Button
      variant="secondary"
      block={block}
      icon={<ArrowLeftRight size={18} aria-hidden="true" />}
      onClick={switchCard}
    >
      Trocar cartão
    </Button>
  );
}
