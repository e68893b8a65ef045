import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  required?: boolean;
  /** The form's path of the field: the first error scrolls to it. */
  path: string;
}

/**
 * A text written with bold, italics, headings, lists, quotes and links (the tags the server keeps; it
 * sanitises whatever it receives anyway). Loaded only with the pages that write one (news, email campaigns).
 */
export function RichTextField({ label, value, onChange, error, required, path }: RichTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], autolink: true },
      }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (another item loaded, the form reset) replaces the text.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const label_ = (key: string) => t(`rich_text.${key}`);
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: `${id}-label` }}
      required={required}
      error={error}
      errorProps={{ id: `${id}-error` }}
      data-path={path}
    >
      <RichTextEditor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: label_('bold'),
          italicControlLabel: label_('italic'),
          underlineControlLabel: label_('underline'),
          strikeControlLabel: label_('strike'),
          clearFormattingControlLabel: label_('clear'),
          h2ControlLabel: label_('h2'),
          h3ControlLabel: label_('h3'),
          h4ControlLabel: label_('h4'),
          bulletListControlLabel: label_('bullet_list'),
          orderedListControlLabel: label_('ordered_list'),
          blockquoteControlLabel: label_('blockquote'),
          hrControlLabel: label_('hr'),
          linkControlLabel: label_('link'),
          unlinkControlLabel: label_('unlink'),
          linkEditorInputLabel: label_('link_url'),
          linkEditorInputPlaceholder: label_('link_placeholder'),
          linkEditorExternalLink: label_('link_external'),
          linkEditorInternalLink: label_('link_internal'),
          linkEditorSave: label_('link_save'),
          undoControlLabel: label_('undo'),
          redoControlLabel: label_('redo'),
        }}
        styles={{ root: error ? { borderColor: 'var(--mantine-color-error)' } : undefined }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
