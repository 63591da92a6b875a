import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const INTL_MESSAGE =
  'Intl is slow to start; use formatThousands, compareText or formatEventDay (see shared/lib/format.ts).';

const LOCALE_PROPERTIES = [
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'localeCompare',
];

/** Math's functions the standard leaves 'implementation-approximated' (they may differ between engines). */
const APPROXIMATED_MATH = [
  'acos',
  'acosh',
  'asin',
  'asinh',
  'atan',
  'atanh',
  'atan2',
  'cbrt',
  'cos',
  'cosh',
  'exp',
  'expm1',
  'hypot',
  'log',
  'log1p',
  'log10',
  'log2',
  'pow',
  'sin',
  'sinh',
  'tan',
  'tanh',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      'shared/checkFixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The first Intl object loads the locale's data: a ~30 ms task on a phone while the page starts.
    // shared/lib/format.ts, src/lib/compareText.ts and src/data/eventDates.ts write out what the site needs.
    files: ['src/**/*.{ts,tsx}', 'shared/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'shared/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: INTL_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...LOCALE_PROPERTIES.map((property) => ({ property, message: INTL_MESSAGE })),
      ],
    },
  },
  {
    // The shared package is pure: time and randomness come in as arguments, and it runs where there is no DOM.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'Rules are pure: use countdown fields in state.' },
        { name: 'setInterval', message: 'Rules are pure: use step(state, dtMs).' },
        { name: 'requestAnimationFrame', message: 'Only the clock hook drives time.' },
        { name: 'window', message: 'Rules have no DOM.' },
        { name: 'document', message: 'Rules have no DOM.' },
        { name: 'Intl', message: INTL_MESSAGE },
      ],
      // This block replaces the one above for these files, so it repeats its Intl rules.
      'no-restricted-properties': [
        'error',
        ...LOCALE_PROPERTIES.map((property) => ({ property, message: INTL_MESSAGE })),
        // Re-played runs must give the same bits in every engine, so whatever feeds a game's state uses
        // shared/games/core/detMath.ts for these.
        ...APPROXIMATED_MATH.map((property) => ({
          object: 'Math',
          property,
          message: `Math.${property} may differ between engines: use shared/games/core/detMath.ts.`,
        })),
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded rng from shared/lib/rng.ts.',
        },
        { object: 'Date', property: 'now', message: 'Time comes in as dtMs.' },
      ],
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react-router'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator='**']:not([left.type='Literal'][right.type='Literal'])",
          message: '** is Math.pow, which may differ between engines: multiply, or use detMath.',
        },
        {
          selector: "AssignmentExpression[operator='**=']",
          message: '**= is Math.pow, which may differ between engines: multiply, or use detMath.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'e2e/**/*.ts',
      '*.config.{js,ts}',
      '.dependency-cruiser.cjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
