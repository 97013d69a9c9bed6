// Puts a message the Worker wrote in English into another language of the
// catalogue: the Worker's refusals name their English text (the spec's
// requirement, word for word), and the API's edge reads it back as a key.
import { en, type MessageKey, type Messages } from './catalogue';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English text as a whole-string pattern, its `{name}` placeholders capturing their values. */
const englishPatterns = () => (Object.keys(en) as MessageKey[]).map((key) => {
  const names: string[] = [];
  const source = en[key].split(/(\{\w+\})/).map((part) => {
    const placeholder = /^\{(\w+)\}$/.exec(part);
    if (!placeholder) return escapeRegExp(part);
    names.push(placeholder[1]);
    return '(.+?)';
  });
  return { key, names, pattern: new RegExp(`^${source.join('')}$`, 's') };
});

// Made when a message is first translated, not as the module loads: a cold
// isolate answering in English never needs them (#30).
let patterns: ReturnType<typeof englishPatterns> | undefined;

/** `text` in `messages`' language when it is one of the catalogue's English texts; otherwise unchanged. */
export function translated(text: string, messages: Messages): string {
  if (messages === en) return text;
  patterns ??= englishPatterns();
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    return names.reduce((out, name, i) => out.replaceAll(`{${name}}`, match[i + 1]), messages[key]);
  }
  return text;
}
