import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint/layers.js';
import { screenFactsPlugin } from './eslint/screenFacts.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { layers: layersPlugin },
    rules: {
      'layers/import-direction': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: '服务器提供的文字必须按文本渲染' },
      ],
    },
  },
  {
    // React's rules where React is written: the portal and the bench's pages (their compiler-based checks cost
    // a third of the lint and find nothing in the stand-in, the machines, scripts and tests, which hold no components).
    files: ['src/**/*.{ts,tsx}', 'bench/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The portal and the stand-in name screens through their declarations; browser specs type addresses as a user would.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { screens: screenFactsPlugin },
    rules: { 'screens/declared-literals': 'error' },
  },
  {
    // Playwright fixtures destructure nothing when they need no other fixture.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Command-line programs and tests print by design.
    files: ['scripts/**', 'mocks/**', 'tests/**', 'machines/testing/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
