// Audio and video formatters, and durations as a player shows them.
import { audioPlayerSource, videoSource } from '../../fragments/content/media';
import { child, toNumber } from '../../values';
import type { Env, Formatter } from '../registry';
import { fragment } from '../fragment';
import { regionColors, thumbnailView } from './image-asset';
import { hasMainImage } from './predicates';

const audioFragment = fragment(audioPlayerSource);
const videoFragment = fragment(videoSource);

/** Milliseconds as minutes:seconds (spec section 9); minutes keep counting past an hour. */
export function humanizeDuration(ms: number): string {
  const seconds = Math.floor(Math.abs(ms) / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${ms < 0 ? '-' : ''}${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

interface VideoOptions {
  /** `load-false`: the player script must not load the embed by itself. */
  loadFalse: boolean;
  /** `color-data`: the thumbnail carries its region colors as placeholders. */
  colorData: boolean;
}

function videoView(item: unknown, options: VideoOptions) {
  const oembed = child(item, 'oembed');
  const html = child(oembed, 'html');
  if (typeof html !== 'string') return null;
  const thumbnail = hasMainImage(item) ? thumbnailView(item) : null;
  return {
    loadFalse: options.loadFalse,
    html,
    providerName: child(oembed, 'providerName'),
    thumbnail: thumbnail && {
      ...thumbnail,
      // Video markup names regions in lower case, unlike the image-color attributes.
      colors: options.colorData ? regionColors(item).map((c) => ({ region: c.region.toLowerCase(), color: c.color })) : [],
    },
  };
}

export const mediaFormatters: Record<string, Formatter<unknown>> = {
  'audio-player': {
    format(value, _args, env: Env) {
      const url = child(child(value, 'structuredContent'), 'audioAssetUrl');
      return typeof url === 'string' && url ? audioFragment(env, { url, id: child(value, 'id') }) : undefined;
    },
  },
  video: {
    prepare: (args): VideoOptions => ({ loadFalse: args.includes('load-false'), colorData: args.includes('color-data') }),
    format(value, options: VideoOptions, env: Env) {
      const view = videoView(value, options);
      return view ? videoFragment(env, view) : undefined;
    },
  },
  humanizeDuration: {
    format(value) {
      const ms = toNumber(value);
      return Number.isFinite(ms) ? humanizeDuration(ms) : undefined;
    },
  },
};
