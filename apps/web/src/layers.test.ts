// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of apps/web/src (ADR 023) are held by `import-x/no-restricted-paths` in the root
 * eslint.config.js. These lint a few imports as if they stood in real files of the app, so a
 * rule that stopped matching (a renamed folder, a zone dropped) fails here and not in silence.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('the web app’s layers', { timeout: 60_000 }, () => {
  it('refuses a generic part that imports a feature', async () => {
    const errors = await layerErrors('ui/Button.tsx', "import { ListingDetail } from '../features/listing/ListingDetail';\nexport const x = ListingDetail;\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*ui\/ and lib\/ are generic/)]);
  });

  it('refuses an entity that names a feature’s type', async () => {
    const errors = await layerErrors(
      'entities/listing/types.ts',
      "import type { ListingDetailSlots } from '../../features/listing/slots';\nexport type X = ListingDetailSlots;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*entities\/listing imports only/)]);
  });

  it('refuses a feature that imports one of its own row or above', async () => {
    const sameRow = await layerErrors('features/messages/queries.ts', "import { FLAG_TEXTS } from '../moderation/texts';\nexport const x = FLAG_TEXTS;\n");
    expect(sameRow).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*features\/messages imports only/)]);
    const above = await layerErrors('features/session/guards.ts', "import { Header } from '../layout/Header';\nexport const x = Header;\n");
    expect(above).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*features\/session imports only/)]);
  });

  it('lets a feature import entities and the features of lower rows', async () => {
    const errors = await layerErrors(
      'features/browse/ListingsSection.tsx',
      "import { SaveSearchButton } from '../searches/SaveSearchButton';\nimport { ListingCard } from '../../entities/listing/card/ListingCard';\nexport const x = [SaveSearchButton, ListingCard];\n",
    );
    expect(errors).toEqual([]);
  });
});
