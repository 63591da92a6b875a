import { ESLint } from 'eslint';

// The lint rule that keeps engine-approximated Math out of the rules (eslint.config.js).
describe('the rules lint', () => {
  const eslint = new ESLint();
  const problems = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result?.messages.map((message) => message.ruleId) ?? [];
  };

  it.each([
    'export const f = (a: number) => Math.sin(a);',
    'export const f = (a: number) => Math.hypot(a, 1);',
    'export const f = (a: number, b: number) => a ** b;',
    'export const f = (a: number) => 2 ** a;',
  ])(
    'refuses %s in a game’s rules',
    async (code) => {
      expect(await problems(code, 'shared/games/archery/rules.ts')).toContainEqual(
        expect.stringMatching(/^no-restricted-(properties|syntax)$/),
      );
      expect(await problems(code, 'shared/games/basketball/physics.ts')).not.toEqual([]);
    },
    20_000,
  );

  it('lets through detMath, constant powers and Math in views', async () => {
    expect(
      await problems(
        "import { detSin } from './detMath';\nexport const f = (a: number) => detSin(a) + 2 ** 32;\n",
        'shared/games/archery/rules.ts',
      ),
    ).toEqual([]);
    expect(
      await problems(
        'export const f = (a: number) => Math.sin(a);\n',
        'src/games/archery/Target.tsx',
      ),
    ).toEqual([]);
  }, 20_000);
});
