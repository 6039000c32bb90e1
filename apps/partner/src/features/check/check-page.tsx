import type { CheckBody, CheckResponse, CounterUse } from '@clube/contract/partner';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Alert, Card, Page } from '../../components/panel';
import { paths } from '../../config/paths';
import { errorMessage, partnerApi } from '../../lib/api-client';
import { formatCents } from '../../lib/money';
import { CheckForm } from './check-form';
import { InvalidCard, ValidCard } from './check-result';
import styles from './check-page.module.css';
import { QrScanner } from './qr-scanner';
import { RegisterUseForm } from './register-use-form';

type Step =
  | { name: 'form' }
  | { name: 'scanning' }
  | { name: 'result'; result: CheckResponse }
  | { name: 'registered'; use: CounterUse };

/** The counter's main screen: check a card (QR or typed), then register a use of an offer. */
export function CheckPage() {
  const [step, setStep] = useState<Step>({ name: 'form' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const check = useMutation({
    mutationFn: (body: CheckBody) => partnerApi('check', { body }),
    onSuccess: (result) => setStep({ name: 'result', result }),
  });

  const restart = () => {
    check.reset();
    setStep({ name: 'form' });
  };

  // Each step's heading takes the focus, so a screen reader says what changed.
  useEffect(() => {
    if (step.name !== 'form') headingRef.current?.focus();
  }, [step.name]);

  return (
    <Page label="Conferir cartão">
      {step.name === 'form' || step.name === 'scanning' ? (
        <Card>
          <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
            Conferir cartão
          </h1>
          {step.name === 'scanning' ? (
            <QrScanner
              onRead={(qr) => {
                setStep({ name: 'form' });
                check.mutate({ qr });
              }}
              onCancel={() => setStep({ name: 'form' })}
            />
          ) : (
            <CheckForm
              onScan={() => {
                check.reset();
                setStep({ name: 'scanning' });
              }}
              onSubmit={(body) => check.mutate(body)}
              checking={check.isPending}
            />
          )}
          {check.isPending ? (
            <p role="status" className={styles.checking}>
              Conferindo o cartão…
            </p>
          ) : null}
          <Alert>{check.isError ? errorMessage(check.error) : null}</Alert>
        </Card>
      ) : null}

      {step.name === 'result' ? (
        <Card>
          <h1 className="visually-hidden" ref={headingRef} tabIndex={-1}>
            Resultado da consulta
          </h1>
          {step.result.valido ? (
            <>
              <ValidCard result={step.result} />
              {step.result.ofertas.length > 0 ? (
                <RegisterUseForm
                  verificacao={step.result.verificacao}
                  ofertas={step.result.ofertas}
                  onRegistered={(use) => setStep({ name: 'registered', use })}
                />
              ) : (
                <p className={styles.noOffer}>
                  Nenhuma oferta deste parceiro vale para a empresa deste membro.
                </p>
              )}
            </>
          ) : (
            <InvalidCard result={step.result} />
          )}
          <Button variant="secondary" block onClick={restart}>
            Nova consulta
          </Button>
        </Card>
      ) : null}

      {step.name === 'registered' ? (
        <Card>
          <div className={styles.valid} role="status">
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <h1 className={styles.verdictTitle} ref={headingRef} tabIndex={-1}>
              Uso registrado
            </h1>
          </div>
          <dl className={styles.summary}>
            <div>
              <dt>Membro</dt>
              <dd>
                {step.use.membro.primeiroNome} · {step.use.membro.empresa}
              </dd>
            </div>
            <div>
              <dt>Oferta</dt>
              <dd>{step.use.oferta.titulo}</dd>
            </div>
            <div>
              <dt>Valor da compra</dt>
              <dd>{step.use.valorCompra === null ? '—' : formatCents(step.use.valorCompra)}</dd>
            </div>
            <div>
              <dt>Economia</dt>
              <dd>{step.use.economia === null ? '—' : formatCents(step.use.economia)}</dd>
            </div>
          </dl>
          <p className={styles.hint}>
            Registrou por engano? Desfaça em até 10 minutos em Usos de hoje.
          </p>
          <Button block onClick={restart}>
            Nova consulta
          </Button>
          <Link className={styles.link} to={paths.usesToday}>
            Ver usos de hoje
          </Link>
        </Card>
      ) : null}
    </Page>
  );
}
