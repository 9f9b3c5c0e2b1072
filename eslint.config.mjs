import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', '.swc/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/packages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      // Pages reach hosts only through src/platform (DESIGN.md).
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', 'localStorage'],
      'no-restricted-imports': ['error', { paths: [{ name: '@tarojs/taro', message: 'Use src/platform.' }] }],
    },
  },
  {
    files: ['src/pages/*/index.tsx', 'src/packages/*/*/index.tsx'],
    rules: {
      // Spec 4: a page's content waits for start-up while Taro's page container renders at once.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportDefaultDeclaration:not([declaration.type='CallExpression'][declaration.callee.name='definePage'])",
          message: 'Export a routed page as `export default definePage(Page)` (src/components/page-gate).',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', console: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
