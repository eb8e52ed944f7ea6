/** Schemas of GET /api/search's answer (spec 2 §3 search result entities, issue 5); search-types.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { SEARCH_TYPES } from '../search-types.ts';
import { UnreadFields } from './forum.ts';
import { IntegerPair } from './shared.ts';

export const SearchTypeSchema = Type.Union(SEARCH_TYPES.map((t) => Type.Literal(t)));

/** [start, end) offsets of a matched word, in UTF-16 code units of the text it belongs to. */
export const HighlightRangeSchema = IntegerPair();

export const SearchThreadSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  title_highlights: Type.Array(HighlightRangeSchema, {
    description: "Where the query's words occur in `title`.",
  }),
  trigger_warning: Type.Union([Type.String(), Type.Null()]),
  category_id: Type.Integer(),
  category_name: Type.String(),
  category_slug: Type.String(),
  author: Type.String(),
  created: Type.String(),
  post_count: Type.Integer(),
  ...UnreadFields.properties,
});

export const SearchPostSchema = Type.Object({
  id: Type.Integer(),
  thread_id: Type.Integer(),
  thread_title: Type.String(),
  thread_slug: Type.String(),
  thread_page: Type.Integer({
    description: "The page of its thread the post is on for the caller (the thread page's `?page=`).",
  }),
  excerpt: Type.String({ description: 'Plain text around the first match; never HTML.' }),
  highlights: Type.Array(HighlightRangeSchema),
  category_id: Type.Integer(),
  category_name: Type.String(),
  category_slug: Type.String(),
  author: Type.String(),
  created: Type.String(),
});

export const SearchResponseSchema = Type.Object({
  success: Type.Literal(true),
  query: Type.String(),
  type: SearchTypeSchema,
  page: Type.Integer(),
  per_page: Type.Integer(),
  threads: Type.Array(SearchThreadSchema),
  posts: Type.Array(SearchPostSchema),
  thread_count: Type.Integer(),
  post_count: Type.Integer(),
  capped: Type.Object(
    { threads: Type.Boolean(), posts: Type.Boolean() },
    {
      description: 'True when there are more matches than the counts say (they stop at SEARCH_RESULT_LIMIT).',
    },
  ),
});
