/**
 * A product model's serial rule (`code_pattern`): a regular expression staff write and the
 * warranty, repair and in-home forms run on every serial a member types. It must match the whole
 * serial (`^…$`), compile, stay short, and be safe to run: no nested repetition and no repeated
 * alternation (`(a+)+`, `(a|ab)*`), the shapes whose backtracking grows exponentially with the
 * input; no back-references or look-arounds (serials never need them). Checked by a small parser
 * of the subset serials use, rather than by timing a run.
 */
export const MAX_SERIAL_PATTERN = 100;
/** The largest count a `{n,m}` may name (a serial has at most 40 characters). */
const MAX_REPEAT = 60;

export const SERIAL_PATTERN_MESSAGES = {
  tooLong: `序號規則最多 ${MAX_SERIAL_PATTERN} 個字元。`,
  anchored: '序號規則須以 ^ 開頭、以 $ 結尾，比對整個序號。',
  compiles: '序號規則不是正確的正規表示式。',
  topAlternation: '序號規則的「|」須放在括號內，例如 ^(?:KZ|KS)\\d{8}$。',
  nested: '序號規則不可重複含有重複或「|」的群組（例如 (a+)+），以免比對過慢。',
  escape: '序號規則只能使用 \\d、\\w、\\s 及符號的跳脫字元。',
  group: '序號規則不可使用環視、具名群組或反向參照。',
  anchorInside: '序號規則的 ^ 與 $ 只能在開頭與結尾。',
  repeat: `序號規則的重複次數最多 ${MAX_REPEAT}。`,
} as const;

interface Part {
  /** contains a quantifier */
  repeats: boolean;
  /** contains an alternation */
  branches: boolean;
}

class PatternError extends Error {}
const fail = (message: string): never => {
  throw new PatternError(message);
};

const QUANTIFIER = /^(?:[*+?]|\{(\d+)(?:,(\d*))?\})\??/;

/** Reads `body` from `at` until `)` or the end: what it contains, and where it stopped. */
function readSequence(body: string, start: number, depth: number): Part & { end: number } {
  const part: Part = { repeats: false, branches: false };
  let i = start;
  while (i < body.length) {
    const c = body[i];
    if (c === ')') {
      if (depth === 0) fail(SERIAL_PATTERN_MESSAGES.compiles);
      return { ...part, end: i };
    }
    if (c === '|') {
      if (depth === 0) fail(SERIAL_PATTERN_MESSAGES.topAlternation);
      part.branches = true;
      i += 1;
      continue;
    }
    let atom: Part = { repeats: false, branches: false };
    if (c === '(') {
      let inner = i + 1;
      if (body[inner] === '?') {
        if (body[inner + 1] !== ':') fail(SERIAL_PATTERN_MESSAGES.group);
        inner += 2;
      }
      const group = readSequence(body, inner, depth + 1);
      if (body[group.end] !== ')') fail(SERIAL_PATTERN_MESSAGES.compiles);
      atom = { repeats: group.repeats, branches: group.branches };
      i = group.end + 1;
    } else if (c === '[') {
      let j = i + 1;
      if (body[j] === '^') j += 1;
      if (body[j] === ']') j += 1;
      while (j < body.length && body[j] !== ']') j += body[j] === '\\' ? 2 : 1;
      if (j >= body.length) fail(SERIAL_PATTERN_MESSAGES.compiles);
      const inside = body.slice(i + 1, j);
      if (/\\[1-9bBkpPuxc]/.test(inside)) fail(SERIAL_PATTERN_MESSAGES.escape);
      i = j + 1;
    } else if (c === '\\') {
      const next = body[i + 1] ?? '';
      if (!/[dDwWsS]/.test(next) && !/[^A-Za-z0-9]/.test(next)) fail(SERIAL_PATTERN_MESSAGES.escape);
      if (next === '') fail(SERIAL_PATTERN_MESSAGES.compiles);
      i += 2;
    } else if (c === '^' || c === '$') {
      fail(SERIAL_PATTERN_MESSAGES.anchorInside);
    } else if (c === '*' || c === '+' || c === '?') {
      fail(SERIAL_PATTERN_MESSAGES.compiles);
    } else {
      i += 1;
    }
    const quantifier = QUANTIFIER.exec(body.slice(i));
    if (quantifier) {
      const [text, min, max] = quantifier;
      if (Number(min ?? 0) > MAX_REPEAT || Number(max || 0) > MAX_REPEAT) fail(SERIAL_PATTERN_MESSAGES.repeat);
      if (atom.repeats || atom.branches) fail(SERIAL_PATTERN_MESSAGES.nested);
      part.repeats = true;
      i += text.length;
      if (/^[*+?{]/.test(body.slice(i))) fail(SERIAL_PATTERN_MESSAGES.compiles);
    }
    part.repeats ||= atom.repeats;
    part.branches ||= atom.branches;
  }
  if (depth > 0) fail(SERIAL_PATTERN_MESSAGES.compiles);
  return { ...part, end: i };
}

/** What is wrong with a serial rule, or null when it is safe to store and run. */
export function serialPatternProblem(pattern: string): string | null {
  if (pattern.length > MAX_SERIAL_PATTERN) return SERIAL_PATTERN_MESSAGES.tooLong;
  if (pattern.length < 3 || !pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$'))
    return SERIAL_PATTERN_MESSAGES.anchored;
  try {
    new RegExp(pattern);
  } catch {
    return SERIAL_PATTERN_MESSAGES.compiles;
  }
  try {
    readSequence(pattern.slice(1, -1), 0, 0);
  } catch (err) {
    if (err instanceof PatternError) return err.message;
    throw err;
  }
  return null;
}
