import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { StatusMessage } from './status-message';

/** A failed load: what failed and a way to try again (the generic toast has already shown). */
export function RetryMessage({
  icon,
  title,
  onRetry,
}: {
  icon: ReactNode;
  title: string;
  onRetry: () => void;
}) {
  return (
    <StatusMessage
      icon={icon}
      title={title}
      action={
        <Button
          variant="secondary"
          icon={<RotateCw size={18} aria-hidden="true" />}
          onClick={onRetry}
        >
          Tentar novamente
        </Button>
      }
    />
  );
}
