import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { createQrDetector } from './qr-detector';
import styles from './qr-scanner.module.css';

const SCAN_EVERY_MS = 150;

/** What to tell the staff when the camera cannot be used; typing the code always remains. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Sem permissão para usar a câmera. Libere a câmera nas configurações do navegador ou digite o código.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'Nenhuma câmera encontrada neste aparelho. Digite o cartão ou o CPF e o código.';
  if (name === 'NotReadableError')
    return 'A câmera está em uso por outro aplicativo. Feche-o e tente de novo, ou digite o código.';
  return 'Não foi possível abrir a câmera. Digite o cartão ou o CPF e o código.';
}

interface QrScannerProps {
  /** The text of the first QR code read; the camera is already off. */
  onRead: (text: string) => void;
  onCancel: () => void;
}

/**
 * The camera, opened when this mounts (the staff tapped 'Ler QR code') and closed as soon as a
 * code is read, on 'Cancelar' or when the screen changes.
 */
export function QrScanner({ onRead, onCancel }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onReadRef = useRef(onRead);
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);

  useEffect(() => {
    onReadRef.current = onRead;
  }, [onRead]);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(cameraProblem(new DOMException('', 'NotFoundError')));
        return;
      }
      try {
        const [detector, media] = await Promise.all([
          createQrDetector(),
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: 'environment' },
            audio: false,
          }),
        ]);
        stream = media;
        const video = videoRef.current;
        if (stopped || !video) return stop();
        video.srcObject = media;
        await video.play();
        setScanning(true);
        const scan = async () => {
          if (stopped) return;
          if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const found = await detector.detect(video).catch(() => []);
            const text = found[0]?.rawValue;
            if (text && !stopped) {
              stop();
              onReadRef.current(text);
              return;
            }
          }
          timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
        };
        void scan();
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
      }
    }

    void start();
    return stop;
  }, []);

  return (
    <section className={styles.scanner} aria-label="Leitura do QR code">
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : (
        <>
          <div className={styles.frame}>
            <video ref={videoRef} className={styles.video} muted playsInline aria-hidden="true" />
            <div className={styles.target} />
          </div>
          <p className={styles.status} role="status">
            {scanning
              ? 'Aponte a câmera para o QR code da carteirinha do membro.'
              : 'Abrindo a câmera…'}
          </p>
        </>
      )}
      <Button variant="secondary" block onClick={onCancel}>
        {problem ? 'Digitar o código' : 'Cancelar'}
      </Button>
    </section>
  );
}
