import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Lint, with the import boundary of ARCHITECTURE §2:
 * - web/ imports only functions/core/ from functions/;
 * - functions/core/ imports no AWS SDK, no React, nothing Node-only (the browser uses it too).
 */
export default tseslint.config(
  { ignores: ['node_modules/**', 'cdk.out/**', 'web/dist/**', '.local/**', 'coverage/**', 'test-results/**', 'dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-console': 'off',
      'no-template-curly-in-string': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: 'functions/(?!core/)', message: 'web/ may import only functions/core/ from functions/.' }],
      }],
    },
  },
  {
    files: ['functions/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^@aws-sdk/', message: 'functions/core is shared with the web app: no AWS SDK.' },
          { regex: '^(react|react-dom|react-router-dom)$', message: 'functions/core imports no React.' },
          { regex: '^(electrodb|@middy/.*|@aws-lambda-powertools/.*|node:.*)$', message: 'functions/core stays pure TypeScript.' },
          { regex: '^(\\.\\./)+(db|lib|http|domain|adapters|ws|jobs|streams)(/|$)', message: 'functions/core imports nothing else under functions/.' },
        ],
      }],
    },
  },
);
