import { useEffect, useState } from 'react';
import { quotePost } from './quote-store.ts';
import './selection-quote.css';

/** The floating button's height in CSS pixels (selection-quote.css). */
const QUOTE_BUTTON_HEIGHT = 34;

interface Spot {
  text: string;
  top: number;
  left: number;
}

/** The selection's text when it lies wholly inside `body`, and where under it to offer "Quote". */
function selectionIn(body: Element, card: Element): Spot | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  if (!body.contains(selection.anchorNode) || !body.contains(selection.focusNode)) return null;
  const text = selection.toString().trim();
  if (!text) return null;
  const range = selection.getRangeAt(0).getBoundingClientRect();
  const box = card.getBoundingClientRect();
  const left = Math.min(Math.max(range.left - box.left, 8), Math.max(box.width - 96, 8));
  // Above the selection, so it hides none of the lines that follow; below when there is no room.
  const above = range.top - box.top - QUOTE_BUTTON_HEIGHT - 6;
  return { text, top: above >= 0 ? above : range.bottom - box.top + 6, left };
}

/**
 * Issue 17 §4: selecting text in a post's body offers a floating "Quote" button that puts the
 * selection, quoted with the author and a link to the post, into the reply form.
 */
export function SelectionQuote({ post }: { post: { id: number; author: string } }) {
  const [spot, setSpot] = useState<Spot | null>(null);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const card = document.getElementById(`post-${post.id}`);
        const body = card?.querySelector('.post-card__body');
        setSpot(card && body ? selectionIn(body, card) : null);
      });
    };
    document.addEventListener('selectionchange', check);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', check);
    };
  }, [post.id]);

  if (!spot) return null;
  const quote = () => {
    if (quotePost(post, spot.text)) document.getSelection()?.removeAllRanges();
    setSpot(null);
  };
  return (
    <button
      type="button"
      className="selection-quote"
      style={{ top: spot.top, left: spot.left }}
      // keep the selection: a mouse press on a button would otherwise clear it before the click
      onMouseDown={(event) => event.preventDefault()}
      onClick={quote}
    >
      Quote
    </button>
  );
}
