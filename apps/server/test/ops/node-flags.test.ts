import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/node-flags';

const repo = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repo), 'utf8');

/** The heap flags only work on the command line: every documented way of starting the bundle must carry them. */
describe('the server is launched with its V8 flags', () => {
  const launch = `node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.mjs`;

  it('by npm start', () => {
    const scripts: unknown = JSON.parse(read('package.json'));
    expect(JSON.stringify(scripts)).toContain(`&& ${launch}"`);
  });

  it('by the systemd unit in docs/operations.md', () => {
    expect(read('docs/operations.md')).toContain(`ExecStart=/usr/bin/${launch}\n`);
  });
});
