/** The editor's text and selection, as a textarea reports them. */
export interface EditState {
  text: string;
  start: number;
  end: number;
}

export type FormatKind = 'bold' | 'italic' | 'link' | 'code' | 'quote' | 'list';

/** Wraps the selection in markers; with nothing selected, inserts a placeholder and selects it. */
function wrap(
  { text, start, end }: EditState,
  before: string,
  after: string,
  placeholder: string,
): EditState {
  const inner = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + before + inner + after + text.slice(end);
  return { text: next, start: start + before.length, end: start + before.length + inner.length };
}

/** Puts a prefix before every line the selection touches. */
function prefixLines({ text, start, end }: EditState, prefix: (index: number) => string): EditState {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const block = lines.map((line, i) => prefix(i) + line).join('\n');
  const next = text.slice(0, lineStart) + block + text.slice(lineEnd);
  return { text: next, start: lineStart, end: lineStart + block.length };
}

const looksLikeUrl = (value: string) => /^(https?:\/\/|mailto:|\/)\S*$/i.test(value.trim());

/** Applies a toolbar button's markdown to the selection. */
export function applyFormat(state: EditState, kind: FormatKind): EditState {
  const selected = state.text.slice(state.start, state.end);
  switch (kind) {
    case 'bold':
      return wrap(state, '**', '**', 'bold text');
    case 'italic':
      return wrap(state, '*', '*', 'italic text');
    case 'code':
      return selected.includes('\n') ? wrap(state, '```\n', '\n```', '') : wrap(state, '`', '`', 'code');
    case 'quote':
      return prefixLines(state, () => '> ');
    case 'list':
      return prefixLines(state, () => '- ');
    case 'link': {
      const { text, start, end } = state;
      // a selected URL becomes the target and the label is selected; otherwise the URL is
      const [label, url] = looksLikeUrl(selected)
        ? ['link text', selected.trim()]
        : [selected || 'link text', 'https://'];
      const snippet = `[${label}](${url})`;
      const next = text.slice(0, start) + snippet + text.slice(end);
      const focus = looksLikeUrl(selected) ? start + 1 : start + label.length + 3;
      const length = looksLikeUrl(selected) ? label.length : url.length;
      return { text: next, start: focus, end: focus + length };
    }
  }
}

/** Replaces the selection with a snippet and puts the cursor after it. */
export function insertText({ text, start, end }: EditState, snippet: string): EditState {
  const next = text.slice(0, start) + snippet + text.slice(end);
  const cursor = start + snippet.length;
  return { text: next, start: cursor, end: cursor };
}
