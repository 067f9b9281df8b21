import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findPostCodeAreas } from './post-code-repository.ts';

/**
 * A Korean post code must exist in the post code data and serve the address's si/gun/gu: the
 * form fills it from the search, so anything else was typed or sent by hand.
 */
export async function checkKoreanPostCode(db: Database, postCode: string, districtCode: string): Promise<void> {
  const areas = await findPostCodeAreas(db, postCode);
  if (areas.length === 0) throw AppError.validation([{ field: 'postCode', code: 'validation_post_code_unknown' }]);
  if (!areas.some((area) => area.districtCode === districtCode)) {
    throw AppError.validation([{ field: 'postCode', code: 'validation_post_code_area' }]);
  }
}
