import type { Database } from '../database.ts';
import { blogs, packageTypes, siteImages, siteSettings, staticPages } from '../schema/content.ts';
import { inTransaction } from '../transaction.ts';
import siteContent from './data/site-content.json' with { type: 'json' };

/**
 * Fills in whatever content the database lacks. Rows already there are kept, so content
 * edited by operators survives restarts (docs/decisions/api.md, "Site content").
 */
export async function seedSiteContent(db: Database): Promise<void> {
  const settingRows = Object.entries(siteContent.settings).map(([key, value]) => ({ key, value }));
  await inTransaction(db, async (tx) => {
    await tx.insert(siteSettings).values(settingRows).onConflictDoNothing();
    await tx.insert(blogs).values(siteContent.blogs).onConflictDoNothing();
    await tx.insert(siteImages).values(siteContent.images).onConflictDoNothing();
    await tx.insert(staticPages).values(siteContent.staticPages).onConflictDoNothing();
    await tx.insert(packageTypes).values(siteContent.packageTypes).onConflictDoNothing();
  });
}
