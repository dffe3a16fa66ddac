import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The feature allow-list in eslint.config.js: a feature reaching into another feature's module that the
 * list does not name fails lint, by `~/` path or relative path alike; a named module and the shared
 * kit one level down (ui/centre, lib/) pass.
 */
const eslint = new ESLint();
const restricted = async (from: string, source: string) => {
  const [result] = await eslint.lintText(source, { filePath: from });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
};

describe('cross-feature imports', () => {
  it('refuse a module of another feature that the allow-list does not name', async () => {
    const agentFile = 'app/features/agent/pages/scratch.ts';
    expect(
      await restricted(agentFile, "import { feedbackLoader } from '~/features/member/feedback/feedback.server';\nexport const x = feedbackLoader;\n"),
    ).toHaveLength(1);
    expect(
      await restricted(agentFile, "import { BET_CATEGORIES } from '../../member/records/records.server';\nexport const x = BET_CATEGORIES;\n"),
    ).toHaveLength(1);
    expect((await restricted(agentFile, "import { x as y } from '../../promotions/promotions.server';\nexport const x = y;\n"))[0]).toMatch(
      /FEATURE_ALLOW_LIST/,
    );
  }, 60_000);

  it('let a feature use the modules the list names and the shared kit below the features', async () => {
    const source = [
      "import { memberHref } from '~/features/member/pages';",
      "import { readWallet } from '../../cashier/wallet.server';",
      "import { brandTime } from '~/lib/brand-time.server';",
      "import { MemberPage } from '~/ui/centre/centre-page';",
      'export const x = [memberHref, readWallet, brandTime, MemberPage];',
    ].join('\n');
    expect(await restricted('app/features/agent/pages/scratch.ts', source)).toEqual([]);
    // A module named for some features only stays closed to the others.
    expect(
      await restricted(
        'app/features/blog/scratch.ts',
        "import { usePublicStateRefresh } from '~/features/member/use-public-state';\nexport const x = usePublicStateRefresh;\n",
      ),
    ).toHaveLength(1);
  }, 60_000);
});
