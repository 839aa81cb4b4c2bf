import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger';
import type { SmsSender } from '../../ports/sms-sender';
import { loginCodeText } from './login-code-text';

/**
 * Writes each SMS to `outboxDir` as a text file named by time and number (`data/sms-outbox`), so the demo
 * and the tests log in with codes nobody's phone receives. Written aside and renamed, as the mail outbox is.
 */
export function createSimulatedSms(outboxDir: string, log: Logger): SmsSender {
  return {
    name: 'simulated',
    async sendLoginCode(mobile, code) {
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}-${mobile}.txt`);
      await fs.writeFile(`${file}.partial`, `To: +91${mobile}\n\n${loginCodeText(code)}\n`);
      await fs.rename(`${file}.partial`, file);
      log.info({ file }, 'sms written to outbox');
    },
  };
}
