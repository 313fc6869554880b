/** What a selection offers the word form: the word, and the sentence it was found in. */
export type WordSelection = { word: string; example: string };

// The service's limits (VocabularyItemSchema): a longer selection is cut, a longer sentence left out.
export const WORD_MAX_LENGTH = 200;
export const EXAMPLE_MAX_LENGTH = 1_000;

const isSentenceEnd = (character: string | undefined) => character !== undefined && /[.!?…\n]/.test(character);

/** The sentence of `text` around `start`–`end`: from the end of the one before to its own end mark. */
export function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && !isSentenceEnd(text[from - 1])) from -= 1;
  let to = end;
  while (to < text.length && !isSentenceEnd(text[to])) to += 1;
  if (to < text.length && text[to] !== '\n') to += 1;
  return text.slice(from, to).trim();
}

/** The selection `start`–`end` of `text` as a word and its sentence; null when nothing is selected. */
export function selectionOf(text: string, start: number, end: number): WordSelection | null {
  const word = text.slice(start, end).trim();
  if (!word) return null;
  const example = sentenceAround(text, start, end);
  return { word: word.slice(0, WORD_MAX_LENGTH), example: example.length > EXAMPLE_MAX_LENGTH ? '' : example };
}

/** A textarea's selection (kept while focus is elsewhere, so a keyboard user can Tab to the button). */
export const textAreaSelection = (area: HTMLTextAreaElement | null): WordSelection | null =>
  area && selectionOf(area.value, area.selectionStart, area.selectionEnd);

/**
 * The page's selection inside `container` (the chat's messages); its sentence is looked up in the
 * message (`[data-word-source]`) it starts in.
 */
export function pageSelectionWithin(container: HTMLElement | null): WordSelection | null {
  const selection = container?.ownerDocument.getSelection();
  if (!container || !selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  if (!container.contains(selection.getRangeAt(0).commonAncestorContainer)) return null;
  const word = selection.toString().trim();
  if (!word) return null;
  const anchor = selection.anchorNode;
  const element = anchor instanceof Element ? anchor : anchor?.parentElement;
  const source = element?.closest('[data-word-source]')?.textContent ?? '';
  const at = source.indexOf(word);
  return at < 0 ? { word: word.slice(0, WORD_MAX_LENGTH), example: '' } : selectionOf(source, at, at + word.length);
}
