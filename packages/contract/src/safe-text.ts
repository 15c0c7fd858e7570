// Text the database and the rest of the system can store faithfully. PostgreSQL refuses a NUL
// character in text (the request would fail deep inside with a 500), and a lone UTF-16
// surrogate is not a character at all (it is stored as U+FFFD or garbles the text). Every string
// of every request is checked against this rule before its schema runs.

export const NUL_MESSAGE = 'Must not contain the NUL character';
export const SURROGATE_MESSAGE = 'Must not contain unpaired UTF-16 surrogates (broken characters)';
export const TOO_DEEP_MESSAGE = 'Is nested too deeply';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The problem with one string, or null when it is fine. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

export interface TextIssue {
  /** Dotted path of the field (`roles.0.title`), or the key itself when a key is the problem. */
  path: string;
  message: string;
}

/**
 * The first string in a parsed request value (body, query or params, keys included) that breaks
 * the rule, or null. A value nested deeper than `maxDepth` levels is an issue of its own (no
 * request of the app comes near it).
 */
export function findTextIssue(value: unknown, prefix = '', maxDepth = 64): TextIssue | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value, path: prefix, depth: 0 },
  ];
  while (stack.length) {
    const item = stack.pop() as (typeof stack)[number];
    if (typeof item.value === 'string') {
      const message = textProblem(item.value);
      if (message) return { path: item.path || 'body', message };
    } else if (item.value && typeof item.value === 'object') {
      if (item.depth >= maxDepth) return { path: item.path || 'body', message: TOO_DEEP_MESSAGE };
      for (const [key, child] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        const keyMessage = textProblem(key);
        if (keyMessage) return { path, message: keyMessage };
        stack.push({ value: child, path, depth: item.depth + 1 });
      }
    }
  }
  return null;
}
