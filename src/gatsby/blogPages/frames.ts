import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { FRAME_BODY, FRAME_HEAD, isFrame } from '../../blogServer/frame';
import { attribute, elements } from '../htmlElements';

type Element = DefaultTreeAdapterMap['element'];

/** Gatsby marks what a page's Head renders (title, meta, links, JSON-LD): the post's own head. */
const HEAD_API = 'data-gatsby-head';
/** Emotion's critical styles, which the function writes for the markup it renders. */
const EMOTION = 'data-emotion';
/** Where Gatsby puts a page's body. */
const BODY_WRAPPER = 'gatsby-focus-wrapper';

/**
 * The frame of the post pages (src/blogServer/frame.ts) cut from the page the build made of a stand-in post
 * (src/templates/blog-post.tsx), once the pipeline has put the islands' page script and the web-font loader in it: its
 * head without what the post's Head and styles made (replaced by FRAME_HEAD, where the first of them was) and its
 * page's body replaced by FRAME_BODY. Read as a browser reads it (parse5), cut by the positions it reports. Throws,
 * naming `file`, when the page is not laid out so.
 */
export function cutFrame(html: string, file: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const head = all.find((element) => element.tagName === 'head');
  const wrapper = all.find((element) => attribute(element, 'id') === BODY_WRAPPER);
  if (!head || !wrapper) throw new Error(`${file}: no <head> or no #${BODY_WRAPPER} to make the post pages' frame of`);
  const own = head.childNodes.filter(
    (node): node is Element =>
      'tagName' in node && (attribute(node, HEAD_API) !== null || (node.tagName === 'style' && attribute(node, EMOTION) !== null)),
  );
  const wrapperAt = wrapper.sourceCodeLocation;
  if (own.length === 0 || !wrapperAt?.startTag || !wrapperAt.endTag) throw new Error(`${file}: nothing of the post's own in its <head>`);
  const cuts = own.map((element) => {
    const at = element.sourceCodeLocation!;
    return { start: at.startOffset, end: at.endOffset, text: '' };
  });
  cuts[0]!.text = FRAME_HEAD;
  cuts.push({ start: wrapperAt.startTag.endOffset, end: wrapperAt.endTag.startOffset, text: FRAME_BODY });
  let frame = html;
  for (const { start, end, text } of [...cuts].sort((a, b) => b.start - a.start)) frame = frame.slice(0, start) + text + frame.slice(end);
  if (!isFrame(frame)) throw new Error(`${file}: the post pages' frame came out without its two marks`);
  return frame;
}
