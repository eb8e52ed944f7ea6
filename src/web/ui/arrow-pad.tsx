import { Button } from './button.tsx';

export type ArrowDirection = 'up' | 'left' | 'right' | 'down';

const ARROWS: readonly {
  direction: ArrowDirection;
  label: string;
  symbol: string;
  step: { x: number; y: number };
}[] = [
  { direction: 'up', label: 'Move up', symbol: '▲', step: { x: 0, y: -1 } },
  { direction: 'left', label: 'Move left', symbol: '◀', step: { x: -1, y: 0 } },
  { direction: 'right', label: 'Move right', symbol: '▶', step: { x: 1, y: 0 } },
  { direction: 'down', label: 'Move down', symbol: '▼', step: { x: 0, y: 1 } },
];

interface ArrowPadProps {
  /** The pad's class; each button gets `${pad}__up` and so on, which place it in the cross. */
  pad: string;
  /** With a legend the pad is a fieldset named by it (visually hidden). */
  legend?: string;
  onMove: (direction: ArrowDirection, step: { x: number; y: number }) => void;
}

/** Four arrow buttons that move something a pixel at a time (the studio's item, the wardrobe's). */
export function ArrowPad({ pad, legend, onMove }: ArrowPadProps) {
  const buttons = ARROWS.map(({ direction, label, symbol, step }) => (
    <Button
      key={direction}
      variant="secondary"
      size="sm"
      className={`${pad}__${direction}`}
      aria-label={label}
      onClick={() => onMove(direction, step)}
    >
      <span aria-hidden="true">{symbol}</span>
    </Button>
  ));
  if (!legend) return <div className={pad}>{buttons}</div>;
  return (
    <fieldset className={pad}>
      <legend className="visually-hidden">{legend}</legend>
      {buttons}
    </fieldset>
  );
}
