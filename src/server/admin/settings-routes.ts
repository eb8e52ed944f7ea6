import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ADMIN } from '../../common/admin-messages.ts';
import { SettingsAnswerSchema, SettingsSavedSchema, SiteInfoSchema } from '../../common/schemas/settings.ts';
import type { Db } from '../db/index.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import { defaultSettings, getSettings, SettingError, type Settings, updateSettings } from './settings.ts';
import { requireAdministrator } from './staff.ts';

/** Site settings (issue 16 §3), for administrators: effective on every server within seconds. */
export const settingsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/site',
    {
      schema: {
        tags: ['service'],
        description:
          "The site's name and description, as its administrators set them (for every page's title).",
        response: {
          200: SiteInfoSchema,
        },
      },
    },
    async () => {
      const { site_name, site_description } = await getSettings(db);
      return { success: true as const, site_name, site_description };
    },
  );

  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        description: 'Administrators: every site setting, and its default.',
        response: {
          200: SettingsAnswerSchema,
          ...failures(401, 403),
        },
      },
    },
    async (request) => {
      await requireAdministrator(request);
      return { success: true as const, settings: await getSettings(db), defaults: defaultSettings() };
    },
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        description:
          "Administrators: changes the given settings. A value its setting does not accept is a 422 with the setting's error, and nothing is stored.",
        body: Type.Object(
          {
            settings: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 100 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: SettingsSavedSchema,
          ...failures(400, 401, 403, 422),
        },
      },
    },
    async (request) => {
      const access = await requireAdministrator(request);
      const changes = request.body.settings as Partial<Settings>;
      if (Object.keys(changes).length === 0) throw badRequest(ADMIN.nothingToChange);
      try {
        await updateSettings(db, changes, access.userId);
      } catch (error) {
        if (error instanceof SettingError) throw new HttpError(422, error.message);
        throw error;
      }
      return { success: true as const, settings: await getSettings(db) };
    },
  );
};
