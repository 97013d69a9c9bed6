// Date family: strftime-style `date` and `timesince` (reference Part 2,
// §4.10). Both print English; the localized formatters are in the i18n family.
import { instantOf } from '../i18n/instant';
import { localeOf } from '../i18n/locale';
import { localTime } from '../i18n/local-time';
import { parseStrftime, strftime } from '../i18n/strftime';
import type { StrftimePattern } from '../i18n/strftime';
import { siteTimeZone } from '../i18n/time-zone';
import { INVALID_DATE, timeSince } from '../i18n/timesince';
import { toNumber } from '../values';
import type { Env, Formatter, PluginFamily } from './registry';

const formatters: Record<string, Formatter<unknown>> = {
  date: {
    // The arguments joined with spaces are the pattern, whatever the delimiter (most patterns are one argument: no join).
    prepare: (args) => parseStrftime(args.length === 1 ? args[0] : args.join(' ')),
    format(value, pattern: StrftimePattern, env: Env) {
      if (pattern.letters.length === 0 && pattern.texts[0] === '') return '';
      const ms = instantOf(value, env);
      return ms === undefined ? undefined : strftime(pattern, localTime(ms, siteTimeZone(env)));
    },
  },
  timesince: {
    format(value, _args, env: Env) {
      const ms = toNumber(value);
      if (!Number.isFinite(ms) || !localeOf(env)) return INVALID_DATE;
      const phrase = timeSince((env.options.now ?? Date.now()) - ms);
      return `<span class="timesince" data-date="${ms}">${phrase}</span>`;
    },
  },
};

export const datePlugins: PluginFamily = { formatters };
