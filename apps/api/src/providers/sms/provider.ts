export interface SmsMessage {
  /** Phone digits as stored on the member's record. */
  to: string;
  text: string;
}

/** Sends an SMS or throws; the outbox worker retries. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
