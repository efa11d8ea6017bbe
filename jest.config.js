/**
 * Three projects: `unit` (jsdom + @testing-library/react; a file may opt into
 * node with a `@jest-environment node` docblock), `unit-cms` (the same set-up
 * on the page editor's React 19, for __tests__/unit/cms) and `e2e` (node,
 * driving /usr/bin/chromium through playwright-core against the production
 * build). docs/testing.md says what each checks.
 */
const shared = {
  transform: {
    '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js',
    '(@electric-sql/pglite|ipx)/.+\\.cjs$': '<rootDir>/jest-pglite-transform.js',
  },
  // Netlify's _headers/_redirects parsers, its image CDN, feed and their dependencies ship only ES modules (ipx, under
  // Netlify's image CDN, has a CommonJS build whose dynamic imports need the same transform as PGlite's).
  transformIgnorePatterns: [
    'node_modules/(?!(numeralize-ru|gatsby|gatsby-script|gatsby-link|@electric-sql/pglite|@netlify/headers-parser|@netlify/redirect-parser|@netlify/images|ipx|escape-string-regexp|path-exists|is-plain-obj|map-obj|react-hotkeys-hook|feed|transliteration)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/.cache/', '<rootDir>/public/'],
  modulePathIgnorePatterns: ['<rootDir>/public/', '<rootDir>/.cache/', '<rootDir>/bench/blank-site/'],
};

/**
 * TEST_CONTENT_DIR: a copy of data/ in its layout (ru/, en/) that the unit tests read instead of data/ itself, as an
 * editor's changes would reach them (__tests__/unit/content/editorsEdit.test.ts).
 */
const contentDir = process.env.TEST_CONTENT_DIR;

/** The unit project's set-up, which the page editor's tests share. */
const unit = {
  ...shared,
  testEnvironment: 'jsdom',
  moduleNameMapper: {
    ...(contentDir ? { '^(?:\\.\\./)+data/((?:ru|en)/[^/]+\\.json)$': `${contentDir}/$1` } : {}),
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|pdf)$': '<rootDir>/__mocks__/file-mock.js',
  },
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
  globalSetup: '<rootDir>/__tests__/unit/support/globalSetup.ts',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};

/** The page editor's code (src/cms/) runs on React 19 of its own (docs/decisions/0005-decap-on-its-own-react.md): so do its tests. */
const CMS_TESTS = '<rootDir>/__tests__/unit/cms/';
const REACT_19 = {
  '^react$': 'react19',
  '^react/(.*)$': 'react19/$1',
  '^react-dom$': 'react-dom19',
  '^react-dom/(.*)$': 'react-dom19/$1',
};

module.exports = {
  // Global only (jest ignores it per project). The e2e tests drive a real browser on a shared
  // 2-core machine: jest's 5 s default is too tight for a test that visits all 24 pages.
  testTimeout: 30_000,
  projects: [
    {
      ...unit,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)', '<rootDir>/src/**/__tests__/**/*.test.[jt]s?(x)'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, CMS_TESTS],
    },
    {
      ...unit,
      displayName: 'unit-cms',
      testMatch: [`${CMS_TESTS}**/*.test.[jt]s?(x)`],
      moduleNameMapper: { ...REACT_19, ...unit.moduleNameMapper },
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/__tests__/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/__tests__/e2e/support/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/__tests__/e2e/support/setup.ts'],
      slowTestThreshold: 30,
    },
  ],
};
