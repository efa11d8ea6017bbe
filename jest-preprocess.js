// Gatsby's unit-testing guide: babel-jest with babel-preset-gatsby, plus
// TypeScript and emotion's css prop through React's automatic runtime.
module.exports = require('babel-jest').default.createTransformer({
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }], '@babel/preset-typescript'],
  babelrc: false,
  configFile: false,
});
