import { appendFileSync } from 'node:fs';

/** Sends a text message to a member's mobile (production plugs an SMS gateway in here). */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

/** Demo sender: writes the message to the server log (and to an outbox file when given,
 * so browser tests can read one-time codes without a test-only endpoint). */
export function demoSmsSender(outboxFile?: string): SmsSender {
  return {
    async send(mobile, text) {
      console.log(`[sms to ${mobile}] ${text}`);
      if (outboxFile) appendFileSync(outboxFile, JSON.stringify({ mobile, text }) + '\n');
    },
  };
}
