import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { uploadPicture } from '../api/upload-picture.ts';

/** What the editor may write, within what the server's sanitiser keeps (no h1, no styles, no outside pictures). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // No empty paragraph kept after the last block: the stored HTML holds what was written.
    trailingNode: false,
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'], defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false }),
];

/** The HTML of an editor, '' when it holds nothing (so that an empty language reads as a missing translation). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A rich-text field on Tiptap's core (ProseMirror), mounted in a Preact component: headings, emphasis, lists, quotes,
 * links and pictures uploaded to the media store. Its HTML is only a proposal: the server sanitises what it stores.
 * Loaded on its own (React.lazy) so that the pages without a rich text never fetch it.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, redraw] = useState(0);
  const [uploadFailed, setUploadFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The editor is made once with the first value; a new language mounts a new one (the form keys it by language).
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per mount on purpose
  useEffect(() => {
    const made = new Editor({
      element: host.current,
      extensions,
      content: value,
      // The back office's policy allows no inline style element: the editor's few base rules are in content.css.
      injectCSS: false,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
      onUpdate: ({ editor: changed }) => onChangeRef.current(htmlOf(changed)),
      // The toolbar shows which marks the selection has.
      onTransaction: () => redraw((n) => n + 1),
    });
    setEditor(made);
    return () => made.destroy();
  }, []);

  const chain = () => editor?.chain().focus();
  const tool = (name: string, active: boolean, run: () => void) => (
    <button type="button" aria-pressed={active} disabled={!editor} onClick={run}>
      {t(`content.editor.${name}`)}
    </button>
  );
  const addLink = () => {
    if (!editor) return;
    const before = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('content.editor.linkPrompt'), before ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain()?.unsetLink().run();
    else chain()?.extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const addPicture = async (file: File | undefined) => {
    if (!file || !editor) return;
    setUploadFailed(false);
    try {
      const stored = await uploadPicture(file);
      chain()?.setImage({ src: stored.url }).run();
    } catch {
      setUploadFailed(true);
    }
  };

  const is = (name: string, attributes?: Record<string, unknown>) => !!editor?.isActive(name, attributes);
  return (
    <div className="rich-text">
      <div className="toolbar" role="toolbar" aria-label={t('content.editor.toolbar', { label })}>
        {tool('bold', is('bold'), () => chain()?.toggleBold().run())}
        {tool('italic', is('italic'), () => chain()?.toggleItalic().run())}
        {tool('underline', is('underline'), () => chain()?.toggleUnderline().run())}
        {tool('strike', is('strike'), () => chain()?.toggleStrike().run())}
        {tool('heading2', is('heading', { level: 2 }), () => chain()?.toggleHeading({ level: 2 }).run())}
        {tool('heading3', is('heading', { level: 3 }), () => chain()?.toggleHeading({ level: 3 }).run())}
        {tool('bulletList', is('bulletList'), () => chain()?.toggleBulletList().run())}
        {tool('orderedList', is('orderedList'), () => chain()?.toggleOrderedList().run())}
        {tool('quote', is('blockquote'), () => chain()?.toggleBlockquote().run())}
        {tool('link', is('link'), addLink)}
        <label className="toolbar-file">
          {t('content.editor.picture')}
          <input type="file" accept="image/png,image/jpeg" onChange={(e) => void addPicture(e.currentTarget.files?.[0])} />
        </label>
        {tool('undo', false, () => chain()?.undo().run())}
        {tool('redo', false, () => chain()?.redo().run())}
      </div>
      <div ref={host} />
      {uploadFailed && <ErrorNote message={t('content.error.upload')} />}
    </div>
  );
}
