import { describe, expect, it } from 'vitest';
import { applyFormat, type EditState, insertText } from './editor-format.ts';

const at = (text: string, start: number, end = start): EditState => ({ text, start, end });
const selected = (s: EditState) => s.text.slice(s.start, s.end);

describe('applyFormat', () => {
  it('wraps the selection in bold and keeps it selected', () => {
    const next = applyFormat(at('say hello now', 4, 9), 'bold');
    expect(next.text).toBe('say **hello** now');
    expect(selected(next)).toBe('hello');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    const next = applyFormat(at('', 0), 'italic');
    expect(next.text).toBe('*italic text*');
    expect(selected(next)).toBe('italic text');
  });

  it('uses a fenced block for multi-line code', () => {
    expect(applyFormat(at('a\nb', 0, 3), 'code').text).toBe('```\na\nb\n```');
    expect(applyFormat(at('x = 1', 0, 5), 'code').text).toBe('`x = 1`');
  });

  it('prefixes every touched line for quotes and lists', () => {
    expect(applyFormat(at('one\ntwo\nthree', 1, 5), 'quote').text).toBe('> one\n> two\nthree');
    expect(applyFormat(at('one\ntwo', 5), 'list').text).toBe('one\n- two');
  });

  it('makes a link of selected text, selecting the URL to type over', () => {
    const next = applyFormat(at('see docs', 4, 8), 'link');
    expect(next.text).toBe('see [docs](https://)');
    expect(selected(next)).toBe('https://');
  });

  it('makes a link of a selected URL, selecting the label', () => {
    const next = applyFormat(at('https://cito.test', 0, 17), 'link');
    expect(next.text).toBe('[link text](https://cito.test)');
    expect(selected(next)).toBe('link text');
  });
});

describe('insertText', () => {
  it('replaces the selection and puts the cursor after the snippet', () => {
    const next = insertText(at('ab', 1, 1), '![x](/u)');
    expect(next).toEqual({ text: 'a![x](/u)b', start: 9, end: 9 });
  });
});
