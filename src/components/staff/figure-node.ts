import { mergeAttributes, Node } from '@tiptap/react';

/**
 * A picture with its caption, as the public pages render it (`<figure><img alt><figcaption>`):
 * one block the editor moves whole. Its alt text and caption are set where the picture is inserted
 * (rich-text-editor.tsx), not typed inside the figure; a bare `<img>` of an older body is read as
 * a figure without a caption.
 */
export const FigureNode = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '' },
      width: { default: null },
      height: { default: null },
      caption: { default: '' },
    };
  },
  parseHTML() {
    const fromImg = (img: HTMLImageElement | null, caption: string) =>
      img
        ? {
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt') ?? '',
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            caption,
          }
        : false;
    return [
      {
        tag: 'figure',
        getAttrs: (el) => fromImg(el.querySelector('img'), el.querySelector('figcaption')?.textContent?.trim() ?? ''),
      },
      { tag: 'img[src]', getAttrs: (el) => fromImg(el as HTMLImageElement, '') },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, width, height, caption } = node.attrs as Record<string, string | null>;
    const img = [
      'img',
      mergeAttributes({ src, alt: alt ?? '', loading: 'lazy' }, width ? { width } : {}, height ? { height } : {}),
    ];
    return caption ? ['figure', {}, img, ['figcaption', {}, caption]] : ['figure', {}, img];
  },
});
