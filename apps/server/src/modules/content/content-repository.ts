import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { blogs, packageTypes, siteImages, siteSettings, staticPages } from '../../db/schema/content.ts';

/** Every site setting by key (cached: read by almost every call). */
export function listSettings(db: Database): Promise<Record<string, unknown>> {
  return readReference(db, 'site_settings', ['site_settings'], async () => {
    const rows = await db.select().from(siteSettings);
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  });
}

export function listBlogs(db: Database) {
  return db.select({ settingKey: blogs.settingKey, value: blogs.value }).from(blogs).orderBy(asc(blogs.id));
}

export function listImages(db: Database) {
  return db.select().from(siteImages).orderBy(asc(siteImages.key));
}

export function listStaticPages(db: Database, lang: string, slug?: string) {
  const filters = [eq(staticPages.lang, lang), ...(slug ? [eq(staticPages.slug, slug)] : [])];
  return db
    .select({ slug: staticPages.slug, lang: staticPages.lang, title: staticPages.title, content: staticPages.content })
    .from(staticPages)
    .where(and(...filters))
    .orderBy(asc(staticPages.slug));
}

export function listPackageTypes(db: Database) {
  return readReference(db, 'package_types', ['package_types'], () =>
    db.select().from(packageTypes).orderBy(asc(packageTypes.sortOrder)),
  );
}
