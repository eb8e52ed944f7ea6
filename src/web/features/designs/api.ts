import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesignVariantInput, DesignView, SpriteUploadResult } from '../../../common/studio-types.ts';
import { ApiError, apiGet, apiPost } from '../../api/client.ts';
import { clearSession } from '../../api/session-store.ts';

// The design studio's and review dashboard's calls (spec 2 §7). The keys live here, not in the
// shared query-keys module, so the two features own their cache entries.
export const designKeys = {
  all: ['designs'] as const,
  mine: ['designs', 'mine'] as const,
  review: (status: 'pending' | 'all') => ['designs', 'review', status] as const,
};

interface DesignsResponse {
  success: true;
  designs: DesignView[];
}

interface Done {
  success: true;
  message: string;
}

/** Sends a multipart form with the session cookie; failures throw ApiError like apiRequest does. */
export async function postForm<T>(path: string, form: FormData, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body: form,
    signal,
  });
  const payload = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
  const message = typeof payload?.message === 'string' && payload.message ? payload.message : null;
  if (response.status === 401) clearSession();
  if (!response.ok || payload?.success === false) throw new ApiError(response.status, message);
  return payload as T;
}

export const myDesignsQuery = queryOptions({
  queryKey: designKeys.mine,
  queryFn: ({ signal }) => apiGet<DesignsResponse>('/api/my-designs', signal),
  meta: { persist: false },
});

export function useMyDesigns(enabled: boolean) {
  return useQuery({ ...myDesignsQuery, enabled });
}

export function useReviewDesigns(status: 'pending' | 'all', enabled: boolean) {
  return useQuery({
    queryKey: designKeys.review(status),
    queryFn: ({ signal }) => apiGet<DesignsResponse>(`/api/admin/design-approval?status=${status}`, signal),
    enabled,
    meta: { persist: false },
  });
}

/** Every change to a design changes how both the studio and the dashboard list it. */
function useInvalidateDesigns() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: designKeys.all });
}

export interface DesignUpload {
  sheet: Blob;
  fileName: string;
  name: string;
  category: string;
  spriteWidth: number;
  spriteHeight: number;
  isBodyMod: boolean;
  tags: string[];
  variants: DesignVariantInput[];
}

export function useUploadDesign() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    mutationFn: (upload: DesignUpload) => {
      const form = new FormData();
      form.append('name', upload.name.trim());
      form.append('category', upload.category);
      form.append('sprite_width', String(upload.spriteWidth));
      form.append('sprite_height', String(upload.spriteHeight));
      form.append('is_body_mod', String(upload.isBodyMod));
      form.append('body_mod_tags', JSON.stringify(upload.tags));
      form.append('variants', JSON.stringify(upload.variants));
      // the file goes last so the server has read every field when it reaches it
      form.append('file', upload.sheet, upload.fileName);
      return postForm<Done & { design_id: number }>('/api/designs/upload', form);
    },
    onSuccess: invalidate,
  });
}

export function useStartReview() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    mutationFn: (designId: number) =>
      apiPost<Done & { thread_id: number; workflow_id: number }>('/api/workflow/start', {
        design_id: designId,
      }),
    onSuccess: invalidate,
  });
}

export function useResetToDraft() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    mutationFn: (designId: number) => apiPost<Done>(`/api/design/${designId}/reset-to-draft`),
    onSuccess: invalidate,
  });
}

export function useUpdateOffsets() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    mutationFn: ({
      designId,
      offsets,
    }: {
      designId: number;
      offsets: Record<string, { x: number; y: number }>;
    }) => apiPost<Done>(`/api/design/${designId}/update-offsets`, { variant_offsets: offsets }),
    onSuccess: invalidate,
  });
}

export type ReviewAction =
  | { action: 'approve'; notes: string }
  | { action: 'reject'; reason: string; feedback: string; internal_note?: string };

export function useReviewAction() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    mutationFn: ({ workflowId, body }: { workflowId: number; body: ReviewAction }) =>
      apiPost<Done & { status: string }>(`/api/workflow/${workflowId}/action`, body),
    onSettled: invalidate,
  });
}

/** One builder image; the caller aborts it after the 30 s timeout (spec 2 §5). */
export function uploadBuilderImage(file: Blob, fileName: string, signal: AbortSignal) {
  const form = new FormData();
  form.append('file', file, fileName);
  return postForm<SpriteUploadResult>('/api/sprite-builder/upload-variant', form, signal);
}

export function buildSheet(uuids: string[]) {
  return apiPost<SpriteUploadResult>('/api/sprite-builder/build', { uuids });
}

export const builtSheetUrl = (uuid: string) => `/api/sprite-builder/built/${uuid}`;

interface DesignResponse {
  success: true;
  design: DesignView;
}

/** One design, fresh, for Edit & Position. */
export function useDesign(id: number) {
  return useQuery({
    queryKey: [...designKeys.all, 'one', id] as const,
    queryFn: ({ signal }) => apiGet<DesignResponse>(`/api/design/${id}`, signal),
    meta: { persist: false },
    staleTime: 0,
  });
}
