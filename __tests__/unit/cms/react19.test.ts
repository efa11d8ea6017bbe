import { version } from 'react';
import { version as domVersion } from 'react-dom';

test("the page editor's tests run on the React its bundle carries, 19 (jest.config.js, src/gatsby/cms/admin.ts)", () => {
  expect([version, domVersion].map((v) => v.split('.')[0])).toEqual(['19', '19']);
});
