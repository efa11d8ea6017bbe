/** Webpack (Gatsby's url-loader / file-loader) turns an imported font file into its public URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
