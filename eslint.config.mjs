// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    // Built or generated files (the same as .prettierignore's).
    ignores: ['public/**', '.cache/**', '.netlify/**', 'bench/blank-site/**', 'src/theme/fonts/**', 'static/**', 'src/gatsby-types.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  react.configs.flat.recommended,
  react.configs.flat['jsx-runtime'],
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    settings: { react: { version: 'detect' } },
    rules: {
      // Emotion's `css` prop (jsxImportSource @emotion/react).
      'react/no-unknown-property': ['error', { ignore: ['css'] }],
      // Module augmentation (emotion's Theme) is an interface that only extends.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // A leading underscore names a parameter a signature needs and the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One frontend (__tests__/unit/islands/oneFrontend.test.ts says the same): what runs in the browser is a module the
    // build bundles, and its elements come from React. No code kept in strings, no DOM built by hand.
    files: ['src/**'],
    rules: {
      'no-new-func': 'error',
      'no-eval': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toString'][callee.object.type=/Function/]",
          message: 'No code kept in strings: bundle a module instead.',
        },
        {
          selector: "MemberExpression[object.name='document'][property.name=/^(createElement|createElementNS)$/]",
          message: 'Elements come from React (JSX), not from document.createElement.',
        },
        {
          selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Markup comes from React, not from innerHTML.',
        },
      ],
    },
  },
  {
    // Tests handle what arrives untyped by nature: JSON from files and from page.evaluate, and jest's asymmetric
    // matchers (expect.any(), expect.objectContaining(), typed `any` by @types/jest). The `any` family of rules would
    // ask a cast at each; the typecheck still checks what the tests do with their values.
    files: ['__tests__/**', '__mocks__/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // `act(async () => ...)` and async stand-ins for async APIs (a loader, a server's close) are how tests speak.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The few JavaScript files (jest's configuration and transforms, this file) are CommonJS or ES modules run by Node.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, sourceType: 'commonjs', globals: globals.node },
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  prettier,
);
