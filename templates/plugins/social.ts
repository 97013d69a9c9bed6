// Social family: comments, likes, share and follow buttons, tweet links and
// calendar links (spec sections 2 and 7).
import { commentLinkSource, commentsSource, disqusCommentLinkSource } from '../fragments/social/comments';
import { likeButtonSource, shareButtonsSource, twitterFollowButtonSource } from '../fragments/social/buttons';
import { child, toNumber, toText, truthy } from '../values';
import { instantOf } from '../i18n/instant';
import { fragment } from './fragment';
import type { Env, Formatter, PluginFamily, Predicate } from './registry';

const CALENDAR_URL = 'http://www.google.com/calendar/event?action=TEMPLATE';
/** commentState of a thread that is open for comments. */
const COMMENTS_OPEN = 1;
const LOCATION_FIELDS = ['addressLine1', 'addressLine2', 'addressCountry'];
const TWITTER_TOKENS = /(https?:\/\/[^\s<]+)|(^|[^\w&/])([@#])(\w+)/g;

const disqusLink = fragment(disqusCommentLinkSource);
const commentLink = fragment(commentLinkSource);
const commentsThread = fragment(commentsSource);
const likeButton = fragment(likeButtonSource);
const shareButtons = fragment(shareButtonsSource);
const twitterFollowButton = fragment(twitterFollowButtonSource);

const count = (value: unknown) => {
  const n = toNumber(value);
  return Number.isFinite(n) ? n : null;
};

/** The site's Disqus account; site data spells the field either way. */
function disqusShortname(env: Env): string {
  const settings = env.resolve(['websiteSettings']);
  return toText(child(settings, 'disqusShortname') ?? child(settings, 'disqusShortName'));
}

/** Spec section 9: 'No Comments' at 0, singular only for exactly 1. */
export function commentCount(n: number): { count: string; noun: string } {
  return { count: n === 0 ? 'No' : String(n), noun: n === 1 ? 'Comment' : 'Comments' };
}

/** A thread shows when it is open or already has comments, unless the site turned comments off. */
function commentsShown(node: unknown, env: Env): boolean {
  if (env.resolve(['websiteSettings', 'commentsEnabled']) === false) return false;
  return child(node, 'commentState') === COMMENTS_OPEN || (count(child(node, 'publicCommentCount')) ?? 0) > 0;
}

/** UTC basic format of the calendar service, e.g. 20131115T123030Z. */
const utcBasic = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');

function calendarUrl(event: unknown, env: Env): string | undefined {
  const start = instantOf(child(event, 'startDate'), env);
  const end = instantOf(child(event, 'endDate'), env);
  if (start === undefined || end === undefined) return undefined;
  const location = child(event, 'location');
  const place = LOCATION_FIELDS.map((field) => toText(child(location, field))).filter(Boolean).join(', ');
  const text = encodeURIComponent(toText(child(event, 'title')));
  return `${CALENDAR_URL}&text=${text}&dates=${utcBasic(start)}/${utcBasic(end)}${place ? `&location=${encodeURIComponent(place)}` : ''}`;
}

/** The account a follow button follows: its user name, else the last part of its profile URL. */
function followedAccount(node: unknown): string {
  const name = toText(child(node, 'userName')).replace(/^@/, '');
  if (name) return name;
  const profile = toText(child(node, 'profileUrl')).replace(/[?#].*$/, '');
  return profile.split('/').filter(Boolean).pop() ?? '';
}

/** Links, mentions and hashtags of a tweet's text as links to their pages. */
function activateTwitterLinks(text: string): string {
  return text.replace(TWITTER_TOKENS, (_match, url: string | undefined, before: string, sigil: string, word: string) => {
    if (url) return `<a target="new" href="${url}">${url}</a>`;
    const href = sigil === '@' ? `https://twitter.com/${word}/` : `https://twitter.com/hashtag/${word}?src=hash`;
    return `${before}<a target="new" href="${href}">${sigil}${word}</a>`;
  });
}

function shareButtonsFormatter(tag: string, style: string): Formatter<unknown> {
  return {
    format(item, _args, env: Env) {
      if (!truthy(env.resolve(['website', 'shareButtonOptions'])) || typeof item !== 'object' || item === null) return undefined;
      return shareButtons(env, {
        tag,
        style,
        systemDataId: child(item, 'mainImageId') ?? child(item, 'systemDataId'),
        assetUrl: child(child(item, 'mainImage'), 'assetUrl') ?? child(item, 'assetUrl'),
        recordType: child(item, 'recordType'),
        fullUrl: child(item, 'fullUrl'),
        title: child(item, 'title'),
      });
    },
  };
}

const formatters: Record<string, Formatter<unknown>> = {
  'activate-twitter-links': { format: (value) => activateTwitterLinks(toText(value)) },
  'comment-count': {
    format(item) {
      const n = count(child(item, 'publicCommentCount'));
      if (n === null) return undefined;
      const { count: shown, noun } = commentCount(n);
      return `${shown} ${noun}`;
    },
  },
  'comment-link': {
    format(item, _args, env: Env) {
      const view = { url: child(item, 'fullUrl'), id: child(item, 'id') };
      if (view.id === undefined) return undefined;
      if (disqusShortname(env)) return disqusLink(env, view);
      return commentLink(env, { ...view, ...commentCount(count(child(item, 'publicCommentCount')) ?? 0) });
    },
  },
  comments: {
    format(node, _args, env: Env) {
      if (child(node, 'id') === undefined || !commentsShown(node, env)) return undefined;
      return commentsThread(env, {
        id: child(node, 'id'),
        count: count(child(node, 'publicCommentCount')) ?? 0,
        state: count(child(node, 'commentState')) ?? 0,
      });
    },
  },
  'google-calendar-url': { format: (event, _args, env: Env) => calendarUrl(event, env) },
  'like-button': {
    format(item, _args, env: Env) {
      if (!truthy(env.resolve(['websiteSettings', 'simpleLikingEnabled'])) || child(item, 'id') === undefined) return undefined;
      return likeButton(env, { id: child(item, 'id'), likeCount: count(child(item, 'likeCount')) ?? 0 });
    },
  },
  'social-button': shareButtonsFormatter('div', 'button-style'),
  'social-button-inline': shareButtonsFormatter('span', 'inline-style'),
  'twitter-follow-button': {
    format(node, _args, env: Env) {
      const userName = followedAccount(node);
      return userName ? twitterFollowButton(env, { userName }) : undefined;
    },
  },
};

const predicates: Record<string, Predicate<unknown>> = {
  'comments?': { test: (node, _args, env: Env) => commentsShown(node, env) },
  'disqus?': { test: (_node, _args, env: Env) => disqusShortname(env) !== '' },
};

export const socialPlugins: PluginFamily = { formatters, predicates };
