/*
 * Korean road addresses name a road (사직로, 세종대로, 사직로8길; Sajik-ro, Sejong-daero). The post
 * code data we ship (reference-data/kr-postcodes-geonames, CC BY 4.0) places post codes in their
 * dong, and carries no road names: no open road-name index is reachable from here (Korea's road-name
 * code files are published at juso.go.kr, outside the npm registry and Debian's packages this
 * project installs from). So a road name finds nothing, and the search says why (issue 34 item 20).
 */

const HANGUL_ROAD = /[가-힣]+(대로|로|길)\s*\d*(번?길)?\s*\d*$/;
const LATIN_ROAD = /\b[a-z]+[- ]?(daero|ro|gil)\b/i;

/** Whether a search looks like a road name rather than a post code or an area (dong, gu, si). */
export function looksLikeRoadName(query: string): boolean {
  const text = query.trim();
  return text !== '' && (HANGUL_ROAD.test(text) || LATIN_ROAD.test(text));
}
