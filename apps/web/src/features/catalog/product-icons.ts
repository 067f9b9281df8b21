import type { PackageType } from '@skyparcel/domain/catalog-contracts';
import {
  IconArmchair,
  IconBooks,
  IconCarrot,
  IconCherry,
  IconCoffee,
  IconDeviceLaptop,
  IconDiamond,
  IconFileText,
  IconFish,
  IconFishHook,
  IconFlower,
  IconHorseToy,
  IconMailbox,
  IconPackage,
  IconPackages,
  IconPerfume,
  IconPill,
  IconRipple,
  IconSalt,
  IconShirt,
  IconShoe,
  IconSnail,
  IconSnowflake,
  IconSpiral,
  IconTruckDelivery,
  IconVaccine,
  IconWaveSine,
  type Icon as TablerIcon,
} from '@tabler/icons-react';

export type ProductIcon = { name: string; Icon: TablerIcon };

const icon = (name: string, Icon: TablerIcon): ProductIcon => ({ name, Icon });

/*
 * The picture of each goods category, by product code (in the catalogue a product's code is its
 * category's code). The data ships no category pictures (categoryImgUrl is null), so the tiles
 * draw these Tabler icons. Tabler has no octopus, shellfish or crab: those take the nearest sea
 * picture (a curled tentacle, the water's ripple, a fishing hook), still each its own.
 */
const CATEGORY_ICONS: Record<string, ProductIcon> = {
  '0000': icon('packages', IconPackages),
  '0001': icon('snowflake', IconSnowflake),
  '0002': icon('carrot', IconCarrot),
  '0005': icon('salt', IconSalt),
  '0012': icon('cherry', IconCherry),
  '0302': icon('fish', IconFish),
  '0305': icon('spiral', IconSpiral),
  '0310': icon('ripple', IconRipple),
  '0313': icon('snail', IconSnail),
  '0316': icon('fish-hook', IconFishHook),
  '0320': icon('wave-sine', IconWaveSine),
  '6099': icon('vaccine', IconVaccine),
  '9820': icon('flower', IconFlower),
  '9940': icon('mailbox', IconMailbox),
  '9950': icon('truck-delivery', IconTruckDelivery),
  '9999': icon('diamond', IconDiamond),
  CLOTHES: icon('shirt', IconShirt),
  SHOES: icon('shoe', IconShoe),
  ELECTRONICS: icon('device-laptop', IconDeviceLaptop),
  TEAS: icon('coffee', IconCoffee),
  COSMETICS: icon('perfume', IconPerfume),
  BOOKS: icon('books', IconBooks),
  TOYS: icon('horse-toy', IconHorseToy),
  HOUSEHOLD: icon('armchair', IconArmchair),
  SUPPLEMENTS: icon('pill', IconPill),
  DOCUMENTS: icon('file-text', IconFileText),
};

/** A category the web does not know yet (new catalogue data) still gets its package type's picture. */
const FALLBACK_ICONS: Record<PackageType, ProductIcon> = {
  PARCEL: icon('package', IconPackage),
  DOCUMENT: icon('file-text', IconFileText),
};

export function productIcon(code: string, packageType: PackageType): ProductIcon {
  return Object.hasOwn(CATEGORY_ICONS, code) ? CATEGORY_ICONS[code] : FALLBACK_ICONS[packageType];
}
