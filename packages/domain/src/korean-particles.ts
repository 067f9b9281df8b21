import { josa } from 'es-hangul';

/*
 * Korean texts with a word put in ({{field}}) cannot know its particle in advance, so the
 * catalogue writes both forms, "을(를)", and this picks the right one for the word before
 * it: "전화번호을(를)" → "전화번호를", "이름을(를)" → "이름을".
 */
const PAIRS = { '을(를)': '을/를', '이(가)': '이/가', '은(는)': '은/는', '와(과)': '와/과' } as const;
const PATTERN = /([^\s(]+(?:\([^)\s]*\))?)(을\(를\)|이\(가\)|은\(는\)|와\(과\))/g;

/**
 * A word with a note in brackets takes the particle of the word before the note, as it is read:
 * "환율(동)을(를)" → "환율(동)을".
 */
export function fixKoreanParticles(text: string): string {
  return text.replace(PATTERN, (_, word: string, pair: keyof typeof PAIRS) => {
    const spoken = word.replace(/\([^)]*\)$/, '') || word;
    return word + josa(spoken, PAIRS[pair]).slice(spoken.length);
  });
}
