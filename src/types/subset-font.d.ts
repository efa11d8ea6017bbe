/** subset-font ships no types; the one call src/gatsby/fonts/subsetFonts.ts makes. https://github.com/papandreou/subset-font */
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype'; variationAxes?: Record<string, Axis> },
  ): Promise<Buffer>;
}
