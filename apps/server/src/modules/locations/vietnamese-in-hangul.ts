import { combineCharacter } from 'es-hangul';

/**
 * Vietnamese names written in Hangul by the National Institute of Korean Language's rules for Vietnamese
 * (외래어 표기법, 베트남어 표기, 2004): Hồ Chí Minh → 호찌민, Thanh Hoá → 타인호아, Quảng Ninh → 꽝닌.
 * The rules, not a list of names, so no reference data is typed by hand (docs/decisions/places.md).
 * Syllables are joined without spaces, as Korean writes Vietnamese place names.
 */
export function vietnameseInHangul(name: string): string {
  let hangul = transcribed.get(name);
  if (hangul === undefined) {
    hangul = withoutTones(name)
      .split(/[\s\-–]+/)
      .filter(Boolean)
      .map(syllableInHangul)
      .join('');
    transcribed.set(name, hangul);
  }
  return hangul;
}

const transcribed = new Map<string, string>();

type Block = { initial: string; vowel: string; final?: string };

/** Tones (grave, acute, tilde, hook, dot below) change no letter in Hangul; vowel marks (ă, â, ơ…) do. */
function withoutTones(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300\u0301\u0303\u0309\u0323]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

/** Initial consonants, longest first, with the Hangul consonant each starts a syllable with. */
const INITIALS: ReadonlyArray<readonly [string, string]> = [
  ['ngh', 'ng'],
  ['ng', 'ng'],
  ['nh', 'nh'],
  ['ch', 'ㅉ'],
  ['tr', 'ㅉ'],
  ['gh', 'ㄱ'],
  ['gi', 'ㅈ'],
  ['kh', 'ㅋ'],
  ['ph', 'ㅍ'],
  ['th', 'ㅌ'],
  ['qu', 'qu'],
  ['b', 'ㅂ'],
  ['c', 'ㄲ'],
  ['d', 'ㅈ'],
  ['đ', 'ㄷ'],
  ['g', 'ㄱ'],
  ['h', 'ㅎ'],
  ['k', 'ㄲ'],
  ['l', 'ㄹ'],
  ['m', 'ㅁ'],
  ['n', 'ㄴ'],
  ['p', 'ㅃ'],
  ['r', 'ㄹ'],
  ['s', 'ㅅ'],
  ['t', 'ㄸ'],
  ['v', 'ㅂ'],
  ['x', 'ㅆ'],
];

/** Final consonants, longest first, with the batchim each becomes. */
const FINALS: ReadonlyArray<readonly [string, string]> = [
  ['ng', 'ㅇ'],
  ['nh', 'nh'],
  ['ch', 'ㄱ'],
  ['c', 'ㄱ'],
  ['k', 'ㄱ'],
  ['m', 'ㅁ'],
  ['n', 'ㄴ'],
  ['p', 'ㅂ'],
  ['t', 'ㅅ'],
];

const VOWELS: Readonly<Record<string, string>> = {
  a: 'ㅏ',
  ă: 'ㅏ',
  â: 'ㅓ',
  e: 'ㅐ',
  ê: 'ㅔ',
  i: 'ㅣ',
  y: 'ㅣ',
  o: 'ㅗ',
  ô: 'ㅗ',
  ơ: 'ㅓ',
  u: 'ㅜ',
  ư: 'ㅡ',
};

/** A vowel after "nh" (and "y" before ê) is one syllable with it: nha → 냐, yên → 옌. */
const Y_VOWELS: Readonly<Record<string, string>> = {
  ㅏ: 'ㅑ',
  ㅓ: 'ㅕ',
  ㅐ: 'ㅒ',
  ㅔ: 'ㅖ',
  ㅗ: 'ㅛ',
  ㅜ: 'ㅠ',
};

function syllableInHangul(syllable: string): string {
  const [initialLetters, initial] = INITIALS.find(([letters]) => syllable.startsWith(letters)) ?? ['', 'ㅇ'];
  let rest = syllable.slice(initialLetters.length);
  // "gi" before a consonant or at the end is g + i ("gìn" → 진).
  if (initialLetters === 'gi' && !startsWithVowel(rest)) rest = `i${rest}`;
  const [finalLetters, final] = FINALS.find(([letters]) => rest.endsWith(letters) && rest.length > letters.length) ?? [
    '',
    '',
  ];
  const vowels = nucleusVowels(rest.slice(0, rest.length - finalLetters.length), final === '');
  if (vowels.length === 0) return '';
  const blocks = vowels.map((vowel): Block => ({ initial: 'ㅇ', vowel }));
  placeInitial(blocks, initial);
  placeFinal(blocks, final);
  return blocks.map(composed).join('');
}

function startsWithVowel(letters: string): boolean {
  return letters.length > 0 && letters[0] in VOWELS;
}

/**
 * The vowel letters between the consonants as Hangul vowels, one per syllable: iê 이에, ươ 으어, uô 우오,
 * and at a syllable's end ia 이어, ua 우어, ưa 으어; y before ê joins it (uyê → 우예).
 */
function nucleusVowels(letters: string, isOpen: boolean): string[] {
  const vowels: string[] = [];
  for (let index = 0; index < letters.length; index += 1) {
    const letter = letters[index] as string;
    const next = letters[index + 1];
    if (letter === 'y' && next === 'ê') {
      vowels.push('ㅖ');
      index += 1;
    } else if (next === 'a' && index + 2 === letters.length && isOpen && 'iuư'.includes(letter)) {
      vowels.push(VOWELS[letter] as string, 'ㅓ');
      index += 1;
    } else if (VOWELS[letter]) {
      vowels.push(VOWELS[letter]);
    }
  }
  return vowels;
}

/** ng before a vowel is a syllable of its own (Nghệ → 응에); nh and qu join the vowel (nha → 냐, qua → 꽈). */
function placeInitial(blocks: Block[], initial: string): void {
  const first = blocks[0] as Block;
  if (initial === 'ng') {
    blocks.unshift({ initial: 'ㅇ', vowel: 'ㅡ', final: 'ㅇ' });
  } else if (initial === 'nh') {
    first.initial = 'ㄴ';
    first.vowel = Y_VOWELS[first.vowel] ?? first.vowel;
  } else if (initial === 'qu' && first.vowel === 'ㅏ') {
    first.initial = 'ㄲ';
    first.vowel = 'ㅘ';
  } else if (initial === 'qu') {
    blocks.unshift({ initial: 'ㄲ', vowel: 'ㅜ' });
  } else {
    first.initial = initial;
  }
}

/** The final consonant closes the last syllable; nh after a is 아인 (Thanh → 타인), elsewhere ㄴ. */
function placeFinal(blocks: Block[], final: string): void {
  if (!final) return;
  const last = blocks[blocks.length - 1] as Block;
  if (final !== 'nh') {
    last.final = final;
  } else if (last.vowel === 'ㅏ') {
    blocks.push({ initial: 'ㅇ', vowel: 'ㅣ', final: 'ㄴ' });
  } else {
    last.final = 'ㄴ';
  }
}

/** es-hangul takes a compound vowel as its parts (ㅘ as ㅗㅏ). */
const VOWEL_PARTS: Readonly<Record<string, string>> = { ㅘ: 'ㅗㅏ' };

function composed(block: Block): string {
  return combineCharacter(block.initial, VOWEL_PARTS[block.vowel] ?? block.vowel, block.final ?? '');
}
