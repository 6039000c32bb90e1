/** What reads a QR code in a video frame: the platform's detector or the small decoder's. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/**
 * The platform's `BarcodeDetector` where it reads QR codes (Android, macOS, ChromeOS), otherwise
 * the `qr` package's decoder with the same interface, downloaded only now (decision 075).
 */
export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const formats: readonly string[] = await native.getSupportedFormats().catch(() => []);
    if (formats.includes('qr_code')) return new native({ formats: ['qr_code'] });
  }
  const { BarcodeDetector } = await import('qr/decode.js');
  return new BarcodeDetector({ formats: ['qr_code'] });
}
