import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      'data/',
      'bench/tmp/',
      'test-results/',
      'playwright-report/',
      '.publisher/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    // API tests read wire JSON and assert it field by field: typing it would only restate the asserts.
    files: ['tests/api/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The islands' markup: labels, roles, keyboard use (axe checks the rendered pages too).
    ...jsxA11y.flatConfigs.recommended,
    files: ['src/islands/**/*.tsx'],
  },
  {
    // A modal <dialog> names its first focus with autofocus (the HTML dialog focusing steps;
    // WAI-ARIA's dialog pattern asks for focus inside the dialog): the safe choice, e.g. Cancel.
    files: ['src/islands/*Dialog.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
