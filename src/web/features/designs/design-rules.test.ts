import { describe, expect, it } from 'vitest';
import type { WorkflowStepView, WorkflowView } from '../../../common/studio-types.ts';
import {
  addTag,
  type BuilderEntry,
  builderFileProblem,
  canBuild,
  commonResolution,
  currentStep,
  type DesignFormState,
  formProblem,
  isFormValid,
  mismatchedIds,
  moveEntry,
  newVariant,
  normaliseTags,
  removeVariant,
  sheetFileProblem,
  VARIANT_COLOURS,
  withVariantCount,
} from './design-rules.ts';
import { clampOffset, nudge } from './offsets.ts';
import { checkRejection } from './reject-dialog.tsx';

const form = (patch: Partial<DesignFormState> = {}): DesignFormState => ({
  name: 'Comet Cap',
  category: 'hair',
  isBodyMod: false,
  tags: [],
  spriteWidth: 210,
  spriteHeight: 340,
  variants: [newVariant('hair', 'Blue')],
  ...patch,
});

describe('design form validity', () => {
  it('is valid with a name, a category, a named variant and a sheet', () => {
    expect(isFormValid(form(), true)).toBe(true);
  });

  it('needs a sprite sheet', () => {
    expect(isFormValid(form(), false)).toBe(false);
  });

  it('needs a non-blank name of at most 128 characters', () => {
    expect(isFormValid(form({ name: '   ' }), true)).toBe(false);
    expect(isFormValid(form({ name: 'x'.repeat(129) }), true)).toBe(false);
    expect(isFormValid(form({ name: 'x'.repeat(128) }), true)).toBe(true);
  });

  it('needs a category', () => {
    expect(formProblem(form({ category: '' }), true)).toMatch(/category/);
  });

  it('needs at least one variant with a non-blank name', () => {
    expect(isFormValid(form({ variants: [] }), true)).toBe(false);
    expect(isFormValid(form({ variants: [newVariant('hair', ' '), newVariant('hair', '')] }), true)).toBe(
      false,
    );
    expect(isFormValid(form({ variants: [newVariant('hair', ''), newVariant('hair', 'Red')] }), true)).toBe(
      true,
    );
  });

  it('refuses negative or fractional prices', () => {
    expect(isFormValid(form({ variants: [{ ...newVariant('hair', 'A'), price_coins: -1 }] }), true)).toBe(
      false,
    );
    expect(isFormValid(form({ variants: [{ ...newVariant('hair', 'A'), price_gems: 1.5 }] }), true)).toBe(
      false,
    );
  });
});

describe('variants', () => {
  it('start at 100 coins, 0 gems and the category default layer', () => {
    const v = newVariant('top');
    expect([v.price_coins, v.price_gems, v.layer]).toEqual([100, 0, 30]);
  });

  it('start in a colour of their own, not grey, each new row the next one', () => {
    const colours = [0, 1, 2].map((i) => newVariant('top', '', i).hex_color);
    expect(colours).toEqual(VARIANT_COLOURS.slice(0, 3));
    expect(colours).not.toContain('#888888');
    expect(withVariantCount([newVariant('top', 'A')], 2, 'top')[1]!.hex_color).toBe(VARIANT_COLOURS[1]);
  });

  it('never removes the last variant', () => {
    const only = [newVariant('hair', 'A')];
    expect(removeVariant(only, only[0]!.key)).toHaveLength(1);
    const two = [...only, newVariant('hair', 'B')];
    expect(removeVariant(two, two[0]!.key).map((v) => v.name)).toEqual(['B']);
  });

  it('resize to a built sheet’s count, keeping what was typed', () => {
    const typed = [newVariant('hair', 'Mine')];
    expect(withVariantCount(typed, 3, 'hair').map((v) => v.name)).toEqual(['Mine', 'Variant 2', 'Variant 3']);
    expect(withVariantCount(typed, 1, 'hair')).toHaveLength(1);
  });
});

describe('body-mod tags', () => {
  it('are trimmed, non-empty and unique', () => {
    expect(addTag(['wings'], '  tail ')).toEqual(['wings', 'tail']);
    expect(addTag(['wings'], '   ')).toEqual(['wings']);
    expect(addTag(['wings'], 'wings ')).toEqual(['wings']);
    expect(normaliseTags([' a', 'b', 'a ', '', 'c'])).toEqual(['a', 'b', 'c']);
  });
});

describe('file checks', () => {
  it('take only a PNG sheet of at most 5 MB', () => {
    expect(sheetFileProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(sheetFileProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'File too large. Maximum size is 5MB',
    );
    expect(sheetFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBe(
      'Invalid file type. Please select a file matching: .png',
    );
  });

  it('take PNG or JPG builder images of at most 0.5 MB', () => {
    expect(builderFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 524_288 })).toBeNull();
    expect(builderFileProblem({ name: 'a.png', type: 'image/png', size: 524_289 })).toBe(
      'a.png is too large. Maximum size is 0.5MB.',
    );
    expect(builderFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'a.gif is not a valid image type. Please use PNG or JPG.',
    );
  });
});

const entry = (id: string, width: number, height: number, state: BuilderEntry['state'] = 'success') => ({
  id,
  fileName: `${id}.png`,
  state,
  uuid: state === 'success' ? `uuid-${id}` : null,
  width,
  height,
  error: null,
});

describe('sprite builder', () => {
  it('builds only with files, all uploaded and all one size', () => {
    expect(canBuild([])).toBe(false);
    expect(canBuild([entry('a', 10, 20), entry('b', 10, 20)])).toBe(true);
    expect(canBuild([entry('a', 10, 20), entry('b', 10, 20, 'uploading')])).toBe(false);
    expect(canBuild([entry('a', 10, 20), entry('b', 10, 20, 'failed')])).toBe(false);
    expect(canBuild([entry('a', 10, 20), entry('b', 12, 20)])).toBe(false);
  });

  it('flags the sprites that differ from the most common size', () => {
    const entries = [entry('a', 10, 20), entry('b', 12, 20), entry('c', 10, 20)];
    expect(commonResolution(entries)).toBe('10×20');
    expect([...mismatchedIds(entries)]).toEqual(['b']);
  });

  it('moves a sprite up or down, not past either end', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

const step = (
  id: number,
  status: WorkflowStepView['status'],
  type: WorkflowStepView['type'] = 'approval',
) => ({
  id,
  name: `Step ${id}`,
  type,
  status,
  required_approvals: 3,
  approvals: 1,
  can_act: false,
  actions: [],
});

const workflow = (steps: WorkflowStepView[]): WorkflowView => ({
  id: 1,
  status: 'active',
  thread_id: 1,
  thread_url: '/thread/design-discussions/x',
  has_acted: false,
  steps,
});

describe('current step', () => {
  it('is the first step in progress or pending', () => {
    expect(
      currentStep(workflow([step(1, 'completed'), step(2, 'in_progress'), step(3, 'pending')]))?.id,
    ).toBe(2);
    expect(currentStep(workflow([step(1, 'completed'), step(2, 'pending', 'publish')]))?.id).toBe(2);
  });

  it('is none when every step is done or there is no workflow', () => {
    expect(currentStep(workflow([step(1, 'completed'), step(2, 'completed')]))).toBeNull();
    expect(currentStep(null)).toBeNull();
  });
});

describe('positions', () => {
  it('nudge a pixel at a time and stay within the sprite', () => {
    expect(nudge({ x: 0, y: 0 }, 'left')).toEqual({ x: -1, y: 0 });
    expect(nudge({ x: 0, y: 0 }, 'down')).toEqual({ x: 0, y: 1 });
    expect(clampOffset({ x: 300, y: -400.4 }, { width: 210, height: 340 })).toEqual({ x: 210, y: -340 });
  });
});

describe('rejection', () => {
  it('needs both a reason and feedback; the internal note is optional', () => {
    expect(checkRejection('', 'Fix it', '')).toBeNull();
    expect(checkRejection('quality', '  ', '')).toBeNull();
    expect(checkRejection('nonsense', 'Fix it', '')).toBeNull();
    expect(checkRejection('quality', ' Fix it ', '')).toEqual({
      reason: 'quality',
      feedback: 'Fix it',
      internalNote: '',
    });
  });
});
