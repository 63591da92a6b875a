import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const INTL_MESSAGE =
  'Intl is slow to start; use formatThousands, compareText or formatEventDay (see src/lib/format.ts).';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
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
    // src/lib/format.ts, src/lib/compareText.ts and src/data/eventDates.ts write out what the site needs.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: INTL_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map(
          (property) => ({ property, message: INTL_MESSAGE }),
        ),
      ],
    },
  },
  {
    // Game rules are pure: time and randomness come in as arguments.
    files: [
      'src/games/*/rules.ts',
      'src/games/*/ai.ts',
      'src/games/*/constants.ts',
      'src/lib/rng.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'Rules are pure: use countdown fields in state.' },
        { name: 'setInterval', message: 'Rules are pure: use step(state, dtMs).' },
        { name: 'requestAnimationFrame', message: 'Only the clock hook drives time.' },
        { name: 'window', message: 'Rules have no DOM.' },
        { name: 'document', message: 'Rules have no DOM.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded rng from src/lib/rng.ts.' },
        { object: 'Date', property: 'now', message: 'Time comes in as dtMs.' },
      ],
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react-router'] }],
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
    files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
