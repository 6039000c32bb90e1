import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { errorMessage, partnerApi } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { setSessionHint } from '../../lib/session-hint';

/** 'Sair': ends the session on the server (a shared counter device), then forgets everything here. */
export function SignOutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    try {
      await partnerApi('logout');
      setSessionHint(false);
      queryClient.clear();
      await navigate(paths.signIn, { replace: true });
    } catch (error) {
      setLeaving(false);
      window.alert(errorMessage(error));
    }
  };

  return (
    <Button variant="ghost" onClick={() => void signOut()} disabled={leaving}>
      {leaving ? 'Saindo…' : 'Sair'}
    </Button>
  );
}
