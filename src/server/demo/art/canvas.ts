// A tiny pixel canvas at the logical art grid (42×68), blown up ×5 nearest-neighbour to the
// 210×340 sprite size of spec 2 §9, so every art pixel is a crisp 5×5 block.

export const GRID_W = 42;
export const GRID_H = 68;
export const SCALE = 5;

/** Mirror column: the figure is symmetric about the line between x = 20 and x = 21. */
export const mirrorX = (x: number): number => GRID_W - 1 - x;

const TRANSPARENT = -1;

/** A set of grid pixels. Builders return `this`; set operations return a new mask. */
export class Mask {
  readonly bits = new Uint8Array(GRID_W * GRID_H);

  static of(build: (m: Mask) => void): Mask {
    const m = new Mask();
    build(m);
    return m;
  }

  has(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < GRID_W && y < GRID_H && this.bits[y * GRID_W + x] === 1;
  }

  add(x: number, y: number): this {
    if (x >= 0 && y >= 0 && x < GRID_W && y < GRID_H) this.bits[y * GRID_W + x] = 1;
    return this;
  }

  /** Inclusive rectangle. */
  rect(x0: number, y0: number, x1: number, y1: number): this {
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) this.add(x, y);
    return this;
  }

  /** One inclusive span per row, starting at row y0. */
  rows(y0: number, spans: ReadonlyArray<readonly [number, number]>): this {
    spans.forEach(([x0, x1], i) => {
      this.rect(x0, y0 + i, x1, y0 + i);
    });
    return this;
  }

  /** Rows centred on the figure's axis: half-width h covers x = 21 - h … 20 + h. */
  centred(y0: number, halfWidths: readonly number[]): this {
    halfWidths.forEach((h, i) => {
      if (h > 0) this.rect(21 - h, y0 + i, 20 + h, y0 + i);
    });
    return this;
  }

  ellipse(cx: number, cy: number, rx: number, ry: number): this {
    for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
      for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
        const dx = (x - cx) / (rx + 0.5);
        const dy = (y - cy) / (ry + 0.5);
        if (dx * dx + dy * dy <= 1) this.add(x, y);
      }
    }
    return this;
  }

  /** Adds the mirror image, making the mask symmetric. */
  mirrored(): this {
    this.clone().forEach((x, y) => {
      this.add(mirrorX(x), y);
    });
    return this;
  }

  clone(): Mask {
    const m = new Mask();
    m.bits.set(this.bits);
    return m;
  }

  union(...others: Mask[]): Mask {
    const m = this.clone();
    for (const o of others) for (let i = 0; i < m.bits.length; i++) m.bits[i]! |= o.bits[i]!;
    return m;
  }

  minus(...others: Mask[]): Mask {
    const m = this.clone();
    for (const o of others) for (let i = 0; i < m.bits.length; i++) if (o.bits[i]) m.bits[i] = 0;
    return m;
  }

  intersect(other: Mask): Mask {
    const m = this.clone();
    for (let i = 0; i < m.bits.length; i++) m.bits[i]! &= other.bits[i]!;
    return m;
  }

  /** Rows y0…y1 only. */
  band(y0: number, y1: number): Mask {
    return this.intersect(new Mask().rect(0, y0, GRID_W - 1, y1));
  }

  /** Grows by one pixel, four-neighbour (or eight-neighbour) wise. */
  grow(eight = false): Mask {
    const m = this.clone();
    this.forEach((x, y) => {
      m.add(x - 1, y)
        .add(x + 1, y)
        .add(x, y - 1)
        .add(x, y + 1);
      if (eight)
        m.add(x - 1, y - 1)
          .add(x + 1, y - 1)
          .add(x - 1, y + 1)
          .add(x + 1, y + 1);
    });
    return m;
  }

  /** The one-pixel ring just outside the mask: where its outline goes. */
  ring(eight = false): Mask {
    return this.grow(eight).minus(this);
  }

  /** Pixels of the mask whose neighbour at (dx, dy) lies outside it. */
  edge(dx: number, dy: number): Mask {
    const m = new Mask();
    this.forEach((x, y) => {
      if (!this.has(x + dx, y + dy)) m.add(x, y);
    });
    return m;
  }

  shift(dx: number, dy: number): Mask {
    const m = new Mask();
    this.forEach((x, y) => {
      m.add(x + dx, y + dy);
    });
    return m;
  }

  forEach(visit: (x: number, y: number) => void): void {
    for (let y = 0; y < GRID_H; y++)
      for (let x = 0; x < GRID_W; x++) if (this.bits[y * GRID_W + x]) visit(x, y);
  }
}

/** Opaque colours as 0xRRGGBB; -1 is transparent. No partial alpha: pixel art stays crisp. */
export class PixelCanvas {
  readonly data = new Int32Array(GRID_W * GRID_H).fill(TRANSPARENT);

  get(x: number, y: number): number {
    if (x < 0 || y < 0 || x >= GRID_W || y >= GRID_H) return TRANSPARENT;
    return this.data[y * GRID_W + x]!;
  }

  set(x: number, y: number, color: number): this {
    if (x >= 0 && y >= 0 && x < GRID_W && y < GRID_H) this.data[y * GRID_W + x] = color;
    return this;
  }

  /** Sets pixels given as [x, y] pairs; `mirror` also sets their mirror images. */
  dots(color: number, points: ReadonlyArray<readonly [number, number]>, mirror = false): this {
    for (const [x, y] of points) {
      this.set(x, y, color);
      if (mirror) this.set(mirrorX(x), y, color);
    }
    return this;
  }

  fill(mask: Mask, color: number): this {
    mask.forEach((x, y) => {
      this.set(x, y, color);
    });
    return this;
  }

  /** Only where something is already drawn: shading that never spills outside a shape. */
  tint(mask: Mask, color: number): this {
    mask.forEach((x, y) => {
      if (this.get(x, y) !== TRANSPARENT) this.set(x, y, color);
    });
    return this;
  }

  /** Writes the canvas, scaled, as RGBA into `out` starting at sprite row `top`. */
  writeRgba(out: Buffer, top: number, scale = SCALE): void {
    const width = GRID_W * scale;
    for (let y = 0; y < GRID_H; y++) {
      for (let x = 0; x < GRID_W; x++) {
        const c = this.data[y * GRID_W + x]!;
        if (c === TRANSPARENT) continue;
        for (let sy = 0; sy < scale; sy++) {
          let o = ((top + y * scale + sy) * width + x * scale) * 4;
          for (let sx = 0; sx < scale; sx++, o += 4) {
            out[o] = (c >> 16) & 0xff;
            out[o + 1] = (c >> 8) & 0xff;
            out[o + 2] = c & 0xff;
            out[o + 3] = 0xff;
          }
        }
      }
    }
  }
}
