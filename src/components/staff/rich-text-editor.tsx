import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FieldNotes, RequiredMark } from '../form/field-frame';
import { describedBy, errorId, fieldId, hintId } from '../form/field-id';
import { FigureNode } from './figure-node';
import { type MediaUpload, PictureInsert } from './picture-insert';
import { RICH_TEXT } from './rich-text-text';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** the body as HTML: what the server sanitises and the public page renders */
  value: string;
  onChange: (html: string) => void;
  /** stores a picture through the media pipeline (POST /api/staff/media) */
  upload: MediaUpload;
  disabled?: boolean;
}

/**
 * The body as it is stored: the editor keeps an empty paragraph after a closing picture so the
 * cursor can go there; it is not content.
 */
const bodyOf = (html: string) => html.replace(/(<p><\/p>)+$/, '');

/** http(s) or a path of this site: what a link in a body may point at. */
const LINK = /^(https?:\/\/[^\s]+|\/[^\s]*)$/i;

/**
 * The console's rich text (issue 24 item 4): headings, lists, links, pull quotes and pictures with
 * captions, producing the HTML the public pages render (server/content/article-html.ts keeps the
 * same tags). A textbox for assistive technology, labelled and described like the form kit's
 * fields, with a toolbar of pressed/unpressed buttons.
 */
export function RichTextEditor({
  name,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  upload,
  disabled,
}: RichTextEditorProps) {
  const labelId = useId();
  const [panel, setPanel] = useState<'link' | 'picture' | null>(null);
  // what was last read in or handed out: an update that changes nothing of it is not an edit
  const last = useRef<string | null>(null);
  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https'] },
      }),
      FigureNode,
    ],
    content: value,
    editorProps: {
      attributes: {
        id: fieldId(name),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'rich-editor__content rich-text',
        ...(describedBy(hint && hintId(name), error && errorId(name))
          ? { 'aria-describedby': describedBy(hint && hintId(name), error && errorId(name)) as string }
          : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    onCreate: ({ editor: e }) => {
      last.current = e.isEmpty ? '' : bodyOf(e.getHTML());
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : bodyOf(e.getHTML());
      if (html === last.current) return;
      last.current = html;
      onChange(html);
    },
  });

  // a value set from outside (a draft restored, the other editor's version taken) replaces the text
  useEffect(() => {
    if (!editor || value === last.current) return;
    editor.commands.setContent(value, { emitUpdate: false });
    last.current = editor.isEmpty ? '' : bodyOf(editor.getHTML());
  }, [editor, value]);
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  const chain = () => editor?.chain().focus();
  const tool = (key: string, text: string, pressed: boolean | undefined, run: () => void, disabledTool = false) => (
    <button
      key={key}
      type="button"
      className="rich-editor__tool"
      aria-pressed={pressed}
      disabled={disabled || !editor || disabledTool}
      onClick={run}
    >
      {text}
    </button>
  );

  return (
    <div className={`form-field rich-editor ${error ? 'form-field--error' : ''}`.trim()}>
      <span className="form-field__label" id={labelId}>
        {label}
        {required && <RequiredMark />}
      </span>
      <FieldNotes name={name} hint={hint} error={error} />
      <div className="rich-editor__frame">
        <div
          className="rich-editor__toolbar"
          role="toolbar"
          aria-label={RICH_TEXT.toolbar}
          aria-controls={fieldId(name)}
        >
          {tool('h2', RICH_TEXT.heading, active?.h2, () => chain()?.toggleHeading({ level: 2 }).run())}
          {tool('h3', RICH_TEXT.subheading, active?.h3, () => chain()?.toggleHeading({ level: 3 }).run())}
          {tool('bold', RICH_TEXT.bold, active?.bold, () => chain()?.toggleBold().run())}
          {tool('italic', RICH_TEXT.italic, active?.italic, () => chain()?.toggleItalic().run())}
          {tool('bullet', RICH_TEXT.bulletList, active?.bullet, () => chain()?.toggleBulletList().run())}
          {tool('ordered', RICH_TEXT.orderedList, active?.ordered, () => chain()?.toggleOrderedList().run())}
          {tool('quote', RICH_TEXT.quote, active?.quote, () => chain()?.toggleBlockquote().run())}
          {tool('link', RICH_TEXT.link, active?.link, () => setPanel(panel === 'link' ? null : 'link'))}
          {tool('picture', RICH_TEXT.picture, undefined, () => setPanel(panel === 'picture' ? null : 'picture'))}
          {tool('undo', RICH_TEXT.undo, undefined, () => chain()?.undo().run(), !active?.canUndo)}
          {tool('redo', RICH_TEXT.redo, undefined, () => chain()?.redo().run(), !active?.canRedo)}
        </div>
        {panel === 'link' && editor && (
          <LinkPanel
            initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
            onApply={(href) => {
              if (href) chain()?.extendMarkRange('link').setLink({ href }).run();
              else chain()?.extendMarkRange('link').unsetLink().run();
              setPanel(null);
            }}
            onCancel={() => setPanel(null)}
          />
        )}
        {panel === 'picture' && editor && (
          <PictureInsert
            upload={upload}
            onInsert={(picture) => {
              chain()?.insertContent({ type: 'figure', attrs: picture }).run();
              setPanel(null);
            }}
            onCancel={() => setPanel(null)}
          />
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function LinkPanel({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}): ReactNode {
  const [href, setHref] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const apply = () => {
    const v = href.trim();
    if (v && !LINK.test(v)) return setProblem(RICH_TEXT.badLink);
    onApply(v);
  };
  return (
    <div className="rich-editor__panel">
      <label htmlFor={id} className="form-field__label">
        {RICH_TEXT.linkAddress}
      </label>
      {problem && (
        <p className="form-field__error" id={`${id}-error`}>
          {problem}
        </p>
      )}
      <input
        id={id}
        className="input"
        type="url"
        inputMode="url"
        value={href}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => {
          setHref(e.target.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
      />
      <div className="rich-editor__panel-actions">
        <button type="button" className="button button--primary" onClick={apply}>
          {href.trim() ? RICH_TEXT.applyLink : RICH_TEXT.removeLink}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {RICH_TEXT.cancel}
        </button>
      </div>
    </div>
  );
}
