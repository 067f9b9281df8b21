import { createHash } from 'node:crypto';
import type { Database } from '../database.ts';
import { type ExtraServicePricing, extraServices, goodsCategories, products } from '../schema/catalog.ts';
import catalog from './data/catalog.json' with { type: 'json' };
import { reloadWhenChanged, replaceRows } from './reload-when-changed.ts';

/** Categories, products and extra services from seed/data/catalog.json: data, editable without code. */
export async function seedCatalog(db: Database): Promise<void> {
  const version = createHash('sha256').update(JSON.stringify(catalog)).digest('hex');
  await reloadWhenChanged(db, 'catalog', version, async (tx) => {
    await replaceRows(tx, goodsCategories, catalog.categories);
    await replaceRows(
      tx,
      products,
      catalog.products.map((product, index) => ({
        ...product,
        packageType: product.packageType as 'PARCEL' | 'DOCUMENT',
        status: product.status as 'A' | 'D',
        fixedItem: 'fixedItem' in product ? product.fixedItem : null,
        sortOrder: index,
      })),
    );
    await replaceRows(
      tx,
      extraServices,
      catalog.extraServices.map((service, index) => ({
        ...service,
        pricing: service.pricing as ExtraServicePricing,
        sortOrder: index,
      })),
    );
  });
}
