import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Site content served by the GraphQL endpoint (spec 1 section 3, "Site settings"). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  settingKey: text('setting_key').notNull().unique(),
  value: text('value').notNull(),
});

export const siteImages = pgTable('site_images', {
  key: text('key').primaryKey(),
  url: text('url').notNull(),
  alt: jsonb('alt').$type<Record<string, string>>().notNull(),
});

export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('static_pages_slug_lang_unique').on(t.slug, t.lang)],
);

export const packageTypes = pgTable('package_types', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Record<string, string>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
