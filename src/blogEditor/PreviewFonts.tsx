import { Global } from '@emotion/react';
import { FULL_MANROPE, previewFontFaces } from '../theme/fullFonts';

/**
 * The feed card's face in the editor's preview: Manrope, whole (the glyphs the site's subsets are cut from), as the
 * editor types letters no build has seen. The card sets no other brand face. Its files travel inside the editor's
 * script (src/gatsby/blogEditor/bundle.ts).
 */
const FACES = previewFontFaces(FULL_MANROPE);

export function PreviewFonts() {
  return <Global styles={FACES} />;
}
