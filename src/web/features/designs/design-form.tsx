import { type FormEvent, useEffect, useId, useState } from 'react';
import { MSG } from '../../../common/messages.ts';
import {
  DEFAULT_LAYERS,
  type ItemCategory,
  SPRITE_HEIGHT,
  SPRITE_WIDTH,
} from '../../../common/shop-types.ts';
import { DESIGN_CATEGORIES, DESIGN_NAME_MAX } from '../../../common/studio-types.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '../../ui/form-field.tsx';
import { ITEM_CATEGORY_LABELS } from '../../ui/item-category.ts';
import { Notice } from '../../ui/status.tsx';
import { useUploadDesign } from './api.ts';
import {
  addTag,
  type DesignFormState,
  formProblem,
  newVariant,
  sheetFileProblem,
  toVariantInputs,
  withVariantCount,
} from './design-rules.ts';
import { SheetPicker, type SheetState, type SheetUploadState } from './sheet-picker.tsx';
import { VariantRows } from './variant-rows.tsx';

/** A sheet made in the builder tab, handed to the form. */
export interface BuiltSheet {
  blob: Blob;
  url: string;
  variantCount: number;
  spriteWidth: number;
  spriteHeight: number;
}

function emptyForm(): DesignFormState {
  return {
    name: '',
    category: '',
    isBodyMod: false,
    tags: [],
    spriteWidth: SPRITE_WIDTH,
    spriteHeight: SPRITE_HEIGHT,
    variants: [newVariant('')],
  };
}

interface DesignFormProps {
  built: BuiltSheet | null;
  onSubmitted: (message: string) => void;
}

/** Submit Design (spec 2 §5): the design's facts, its variants and its PNG sheet, sent together. */
export function DesignForm({ built, onSubmitted }: DesignFormProps) {
  const id = useId();
  const [form, setForm] = useState<DesignFormState>(emptyForm);
  const [tagDraft, setTagDraft] = useState('');
  const [sheet, setSheet] = useState<SheetState | null>(null);
  const [uploadState, setUploadState] = useState<SheetUploadState>('idle');
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadDesign();

  // A sheet from the builder replaces the chosen file and sets the variant count and sprite size.
  useEffect(() => {
    if (!built) return;
    setSheet({ blob: built.blob, url: built.url, fileName: 'built-sheet.png', ownUrl: false });
    setFileError(null);
    setUploadState('success');
    setForm((current) => ({
      ...current,
      spriteWidth: built.spriteWidth,
      spriteHeight: built.spriteHeight,
      variants: withVariantCount(current.variants, built.variantCount, current.category),
    }));
  }, [built]);

  // the object URL of a picked file is ours to free
  useEffect(
    () => () => {
      if (sheet?.ownUrl) URL.revokeObjectURL(sheet.url);
    },
    [sheet],
  );

  const update = (patch: Partial<DesignFormState>) => setForm((current) => ({ ...current, ...patch }));

  const pickFile = (file: File | null) => {
    setError(null);
    if (!file) return;
    const problem = sheetFileProblem(file);
    if (problem) {
      setFileError(problem);
      setUploadState('error');
      return;
    }
    setFileError(null);
    setUploadState('processing');
    setSheet({ blob: file, url: URL.createObjectURL(file), fileName: file.name, ownUrl: true });
  };

  const setCategory = (category: ItemCategory | '') =>
    setForm((current) => ({
      ...current,
      category,
      isBodyMod: category === 'body_mod' ? true : current.isBodyMod,
      // variants still on the old default layer follow the new category's default
      variants: current.variants.map((v) =>
        category && v.layer === (current.category ? DEFAULT_LAYERS[current.category] : 0)
          ? { ...v, layer: DEFAULT_LAYERS[category] }
          : v,
      ),
    }));

  const commitTag = () => {
    update({ tags: addTag(form.tags, tagDraft) });
    setTagDraft('');
  };

  const problem = formProblem(form, sheet !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || !sheet || !form.category) return setError(problem);
    setError(null);
    setUploadState('uploading');
    upload.mutate(
      {
        sheet: sheet.blob,
        fileName: sheet.fileName,
        name: form.name,
        category: form.category,
        spriteWidth: form.spriteWidth,
        spriteHeight: form.spriteHeight,
        isBodyMod: form.isBodyMod,
        tags: form.isBodyMod ? form.tags : [],
        variants: toVariantInputs(form.variants),
      },
      {
        onSuccess: () => {
          setUploadState('success');
          setForm(emptyForm());
          setSheet(null);
          onSubmitted(MSG.designSubmitted);
        },
        onError: (failure) => {
          setUploadState('error');
          setError(failureMessage(failure, MSG.designSubmitFailed));
        },
      },
    );
  };

  return (
    <form className="design-form card" onSubmit={submit} noValidate aria-label="Submit Design">
      <div className="design-form__grid">
        <div className="design-form__facts">
          <TextField
            label="Design name"
            required
            maxLength={DESIGN_NAME_MAX}
            value={form.name}
            onChange={(event) => update({ name: event.target.value })}
            hint={`${[...form.name].length}/${DESIGN_NAME_MAX}`}
          />
          <SelectField
            label="Category"
            options={DESIGN_CATEGORIES}
            labels={ITEM_CATEGORY_LABELS}
            required
            value={form.category}
            onChange={(event) => setCategory(event.target.value as ItemCategory | '')}
          >
            <option value="">Choose a category…</option>
          </SelectField>
          <CheckboxField
            label="Body mod"
            hint="Changes the body itself (ears, wings, tails) rather than dressing it."
            checked={form.isBodyMod}
            onChange={(event) => update({ isBodyMod: event.target.checked })}
          />
          {form.isBodyMod && (
            <div className="field">
              <label htmlFor={`${id}-tag`} className="field__label">
                Body-mod tags
              </label>
              <div className="tag-entry">
                <input
                  id={`${id}-tag`}
                  className="field__input"
                  value={tagDraft}
                  maxLength={32}
                  onChange={(event) => setTagDraft(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ',') {
                      event.preventDefault();
                      commitTag();
                    }
                  }}
                />
                <Button variant="secondary" size="sm" onClick={commitTag} disabled={!tagDraft.trim()}>
                  Add tag
                </Button>
              </div>
              {form.tags.length > 0 && (
                <ul className="tag-list" aria-label="Tags">
                  {form.tags.map((tag) => (
                    <li key={tag} className="chip">
                      {tag}
                      <button
                        type="button"
                        className="chip__remove"
                        aria-label={`Remove tag ${tag}`}
                        onClick={() => update({ tags: form.tags.filter((t) => t !== tag) })}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="design-form__size">
            <TextField
              label="Sprite width"
              type="number"
              min={1}
              max={1024}
              value={form.spriteWidth}
              onChange={(event) => update({ spriteWidth: Math.round(Number(event.target.value) || 0) })}
            />
            <TextField
              label="Sprite height"
              type="number"
              min={1}
              max={1024}
              value={form.spriteHeight}
              onChange={(event) => update({ spriteHeight: Math.round(Number(event.target.value) || 0) })}
            />
          </div>
        </div>
        <SheetPicker
          sheet={sheet}
          state={uploadState}
          error={fileError}
          expected={{
            width: form.spriteWidth,
            height: form.spriteHeight * form.variants.length,
          }}
          onPick={pickFile}
          onLoaded={() => setUploadState((state) => (state === 'processing' ? 'success' : state))}
          onUnreadable={() => {
            setUploadState('error');
            setFileError(MSG.uploadFailed);
          }}
        />
      </div>
      <VariantRows
        variants={form.variants}
        category={form.category}
        onChange={(variants) => update({ variants })}
      />
      {error && <Notice tone="error">{error}</Notice>}
      {problem ? (
        <p className="design-form__missing muted">To submit: {problem}</p>
      ) : (
        <Button type="submit" size="lg" busy={upload.isPending} busyLabel="Submitting…">
          Submit Design
        </Button>
      )}
    </form>
  );
}
