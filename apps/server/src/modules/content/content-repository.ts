import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogs, packageTypes, siteImages, siteSettings, staticPages } from '../../db/schema/content.ts';

export async function listSettings(db: Database): Promise<Record<string, unknown>> {
  const rows = await db.select().from(siteSettings);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
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
  return db.select().from(packageTypes).orderBy(asc(packageTypes.sortOrder));
}
