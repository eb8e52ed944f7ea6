import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { utcDay } from '../../common/daily-reward.ts';
import { SOCIAL, type SpotlightAnswer } from '../../common/home-social.ts';
import { USERNAME_MAX } from '../../common/limits.ts';
import {
  AdminSpotlightResponseSchema,
  PrivacyResponseSchema,
  PrivacySettingsSchema,
  SpotlightPickedSchema,
  SpotlightResponseSchema,
  UtcDaySchema,
} from '../../common/schemas/spotlight.ts';
import { requireAdministrator } from '../admin/staff.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { listSpotlightPicks, pickSpotlightMember } from './admin.ts';
import { getPrivacy, setPrivacy } from './privacy.ts';
import { todaysSpotlight } from './service.ts';

/** How long one server reuses today's answer: the pick itself is shared, in the database. */
export const SPOTLIGHT_CACHE_MS = 30_000;

/** The daily spotlight (issue 19 §3), member privacy, the administrators' pick. */
export const spotlightRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  live: LiveHub;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  // Today's answer on this server, for a short while: every visitor's home page asks for it.
  let cached: { day: string; at: number; answer: SpotlightAnswer } | null = null;
  const forget = () => {
    cached = null;
  };

  app.get(
    '/api/spotlight',
    {
      schema: {
        tags: ['home'],
        description:
          "Today's (UTC) member in the spotlight: their full figure, join date, posts, best Tile Tumble score " +
          'and achievements; `member` is null when nobody could be picked. Every server shows the same member.',
        response: { 200: SpotlightResponseSchema },
      },
    },
    async () => {
      const now = clock();
      const day = utcDay(now);
      const fresh = cached && cached.day === day && Math.abs(now.getTime() - cached.at) < SPOTLIGHT_CACHE_MS;
      if (!fresh) cached = { day, at: now.getTime(), answer: await todaysSpotlight(db, now) };
      return { success: true as const, ...cached!.answer };
    },
  );

  app.get(
    '/api/admin/spotlight',
    {
      schema: {
        tags: ['admin'],
        description:
          "Administrators: the spotlight's picks of the last 14 and the next 14 days, oldest first.",
        response: {
          200: AdminSpotlightResponseSchema,
          ...failures(401, 403),
        },
      },
    },
    async (request) => {
      await requireAdministrator(request);
      return listSpotlightPicks(db, clock());
    },
  );

  app.post(
    '/api/admin/spotlight',
    {
      schema: {
        tags: ['admin'],
        description:
          'Administrators: puts a member in the spotlight for today or a day up to 60 days ahead, replacing ' +
          'the daily pick. The member must exist, not be suspended and not have opted out. Audited.',
        body: Type.Object(
          { day: UtcDaySchema, username: Type.String({ minLength: 1, maxLength: USERNAME_MAX }) },
          { additionalProperties: false },
        ),
        response: {
          200: SpotlightPickedSchema,
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      await requireAdministrator(request);
      const pick = await pickSpotlightMember(db, requireUser(request).id, request.body, clock());
      forget();
      return { success: true as const, message: SOCIAL.spotlightPicked, pick };
    },
  );

  app.get(
    '/api/account/privacy',
    {
      schema: {
        tags: ['accounts'],
        description:
          "The signed-in member's privacy: activity hidden from friends' feeds, out of the spotlight.",
        response: { 200: PrivacyResponseSchema, ...failures(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, ...(await getPrivacy(db, user.id)) };
    },
  );

  app.put(
    '/api/account/privacy',
    {
      schema: {
        tags: ['accounts'],
        description:
          'Changes the privacy settings given (the others stay). Opting out of the spotlight while in it ' +
          "takes the member out of today's.",
        body: Type.Partial(PrivacySettingsSchema, { additionalProperties: false }),
        response: { 200: PrivacyResponseSchema, ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const settings = await setPrivacy(db, user.id, request.body);
      if (request.body.spotlight_opt_out !== undefined) forget();
      return { success: true as const, message: SOCIAL.privacySaved, ...settings };
    },
  );
};
