import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Logger } from '@mpx/api';
import { isRecord, present } from '@mpx/shared';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDeps } from '../../src/deps';
import { registration } from '../support/test-app';

describe('mail without SMTP_URL: the file outbox', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpx-outbox-'));
  const lines: { obj: Record<string, unknown>; msg?: string }[] = [];
  const log: Logger = {
    info: (obj, msg) => lines.push({ obj: isRecord(obj) ? obj : {}, msg }),
    warn: () => {},
    error: () => {},
  };
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://exchange.example.org', RATE_LIMIT_AUTH_PER_MIN: '0' });
  const deps = createDeps(config, log);
  const app = await buildApp({ config, deps, webDist: join(dataDir, 'none') });
  afterAll(async () => {
    await app.close();
    deps.db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each email as an .eml file under DATA_DIR/mail and logs its subject and link', async () => {
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
    const logged = lines.find((l) => l.msg?.includes('outbox'));
    expect(logged?.obj.subject).toBe('Verify your email for Australian Brass Mouthpiece Exchange');
    const links = logged?.obj.links;
    expect(Array.isArray(links) ? links[0] : links).toMatch(/^https:\/\/exchange\.example\.org\/verify-email\?token=[a-z2-7]+$/);
  });
});
