import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRecord, present } from '@mpx/shared';
import { linksIn, parseMail } from '@mpx/testing';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDeps } from '../../src/deps';
import { createLogger } from '../../src/logging';
import { secretMask } from '../../src/secrets';
import { registration } from '../support/test-app';

describe('mail without SMTP_URL: the file outbox', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpx-outbox-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://exchange.example.org', RATE_LIMIT_AUTH_PER_MIN: '0' });
  const lines: string[] = [];
  const log = createLogger('info', { mask: secretMask(config), destination: { write: (line: string) => void lines.push(line) } });
  const deps = createDeps(config, log);
  const app = await buildApp({ config, deps, webDist: join(dataDir, 'none') });
  afterAll(async () => {
    await app.close();
    deps.db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each email as an .eml file under DATA_DIR/mail and logs its subject, its file and its link without the token', async () => {
    const body = registration();
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    await deps.mailer.flush();
    const files = readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dataDir, 'mail', present(files[0], 'an .eml file')), 'utf8');
    expect(eml).toContain(`To: ${body.email}`);
    expect(eml).toContain('Subject: Verify your email for Australian Brass Mouthpiece Exchange');
    expect(eml).toMatch(/multipart\/alternative/);
    expect(linksIn(parseMail(eml))).toContainEqual(expect.stringMatching(/^https:\/\/exchange\.example\.org\/verify-email\?token=[a-z2-7]{32}$/));
    // The link is in the file; the log line, like every other, masks its token.
    const logged = lines.map((line): unknown => JSON.parse(line)).find((l) => isRecord(l) && String(l.msg).includes('outbox'));
    expect(logged).toMatchObject({
      subject: 'Verify your email for Australian Brass Mouthpiece Exchange',
      file: join(dataDir, 'mail', present(files[0], 'an .eml file')),
      links: ['https://exchange.example.org/verify-email?token=[redacted]'],
    });
  });
});
