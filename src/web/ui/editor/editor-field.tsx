import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { POST_TEXT_MAX } from '../../../common/limits.ts';
import { failureMessage } from '../../api/client.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { Notice } from '../../ui/status.tsx';
import { applyFormat, type EditState, type FormatKind, insertText } from './editor-format.ts';
import { checkImageFile, prepareImage } from './editor-image.ts';
import { MentionListbox } from './mention-listbox.tsx';
import { useMentionAutocomplete } from './use-mention-autocomplete.ts';
import './editor-field.css';

/** Spec 1 §9: what the editor says when an image could not be prepared or uploaded. */
const IMAGE_FAILED = 'Failed to process image. Please try again.';

import '../forum-markdown.css';

interface EditorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  rows?: number;
  autoFocus?: boolean;
}

const BUTTONS: Array<[kind: FormatKind, label: string, face: string]> = [
  ['bold', 'Bold', 'B'],
  ['italic', 'Italic', 'I'],
  ['link', 'Link', 'Link'],
  ['code', 'Code', 'Code'],
  ['quote', 'Quote', 'Quote'],
  ['list', 'List', 'List'],
];

/** The markdown editor of new threads, replies and edits: toolbar, image upload, preview. */
export function EditorField({
  label,
  value,
  onChange,
  disabled,
  placeholder,
  rows = 8,
  autoFocus,
}: EditorFieldProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const [preview, setPreview] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);

  // a toolbar edit re-renders the textarea; its selection is put back once the new value is in
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (selection && textarea.current) {
      textarea.current.focus();
      textarea.current.setSelectionRange(...selection);
      pendingSelection.current = null;
    }
  });

  const current = (): EditState => {
    const el = textarea.current;
    return {
      text: el?.value ?? value,
      start: el?.selectionStart ?? value.length,
      end: el?.selectionEnd ?? value.length,
    };
  };
  const commit = (next: EditState) => {
    pendingSelection.current = [next.start, next.end];
    onChange(next.text);
  };
  const format = (kind: FormatKind) => commit(applyFormat(current(), kind));
  const mention = useMentionAutocomplete({ textarea, commit });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event)) return;
    if (!(event.ctrlKey || event.metaKey)) return;
    const kind = ({ b: 'bold', i: 'italic', k: 'link' } as const)[event.key.toLowerCase() as 'b' | 'i' | 'k'];
    if (!kind) return;
    event.preventDefault();
    format(kind);
  };

  const onImage = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    setImageError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const markdown = await prepareImage(file);
      commit(insertText(current(), markdown));
    } catch (error) {
      setImageError(failureMessage(error, IMAGE_FAILED));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="editor">
      <div className="editor__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <div className="editor__tabs">
          <button
            type="button"
            className="editor__tab"
            aria-pressed={!preview}
            onClick={() => setPreview(false)}
          >
            Write
          </button>
          <button
            type="button"
            className="editor__tab"
            aria-pressed={preview}
            onClick={() => setPreview(true)}
          >
            Preview
          </button>
        </div>
      </div>
      <div className="editor__box">
        {!preview && (
          <div
            className="editor__toolbar"
            role="toolbar"
            aria-label={`${label} formatting`}
            aria-controls={id}
          >
            {BUTTONS.map(([kind, name, face]) => (
              <button
                key={kind}
                type="button"
                className={`editor__tool editor__tool--${kind}`}
                aria-label={name}
                title={name}
                disabled={disabled}
                onClick={() => format(kind)}
              >
                {face}
              </button>
            ))}
            <button
              type="button"
              className="editor__tool"
              aria-label="Insert image"
              title="Insert image"
              disabled={disabled || uploading}
              onClick={() => fileInput.current?.click()}
            >
              {uploading ? 'Uploading…' : 'Image'}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              hidden
              aria-label={`${label} image file`}
              onChange={(event) => void onImage(event.target.files?.[0])}
            />
          </div>
        )}
        <textarea
          ref={textarea}
          id={id}
          className="editor__input"
          hidden={preview}
          value={value}
          rows={rows}
          maxLength={POST_TEXT_MAX}
          placeholder={placeholder}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: opened on purpose by a click on Edit or Reply
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          {...mention.inputProps}
        />
        {!preview && <MentionListbox {...mention.listbox} />}
        {preview && (
          <div className="editor__preview">
            {value.trim() ? <Markdown text={value} /> : <p className="muted">Nothing to preview yet.</p>}
          </div>
        )}
      </div>
      {imageError && <Notice tone="error">{imageError}</Notice>}
    </div>
  );
}
