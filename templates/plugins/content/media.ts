// Audio and video formatters (reference `audio-player`, `video`) and
// durations as a player shows them (`humanizeDuration`).
import { child, descend, printed, toNumber, toText, truthy } from '../../values';
import { escapeAttribute } from '../escape';
import type { Formatter } from '../registry';
import { focalPoint, REGIONS, regionColor } from './image-asset';
import { hasMainImage } from './predicates';

/** Milliseconds as minutes:seconds (spec section 9); minutes keep counting past an hour. */
export function humanizeDuration(ms: number): string {
  const seconds = Math.trunc((Number.isFinite(ms) ? ms : 0) / 1000);
  return `${Math.trunc(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface VideoOptions {
  /** `load-false`: the player script must not load the embed by itself. */
  loadFalse: boolean;
  /** `color-data`: the thumbnail carries its region colors as placeholders. */
  colorData: boolean;
}

function overlay(item: unknown, options: VideoOptions): string {
  if (!truthy(child(item, 'overlay'))) return '';
  let out = '<div class="sqs-video-overlay';
  if (hasMainImage(item)) {
    const colorData = child(item, 'colorData');
    // Video markup names regions in lower case, unlike image-color.
    const colors = options.colorData && truthy(colorData) ? REGIONS.map((r) => `data-color-${r.toLowerCase()}="${regionColor(colorData, r)}" `).join('') : '';
    out += `" style="opacity: 0;"><img data-load="false" data-src="${printed(child(item, 'assetUrl'))}" data-image-dimensions="${printed(child(item, 'originalSize'))}" data-image-focal-point="${focalPoint(item)}" ${colors}/>`;
  } else {
    out += ' no-thumb" style="opacity: 0;">';
  }
  return `${out}<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>`;
}

function video(item: unknown, options: VideoOptions): string {
  const html = escapeAttribute(toText(descend(item, ['oembed', 'html'], 0)));
  const provider = printed(descend(item, ['oembed', 'providerName'], 0));
  const load = options.loadFalse ? ' data-load="false" ' : '';
  return `<div class="sqs-video-wrapper" ${load}data-html="${html}" data-provider-name="${provider}">${overlay(item, options)}</div>`;
}

export const mediaFormatters: Record<string, Formatter<unknown>> = {
  'audio-player': {
    pure: true,
    format: (value) => {
      const id = printed(child(value, 'id'));
      const url = printed(descend(value, ['structuredContent', 'audioAssetUrl'], 0));
      return `<script>Y.use('squarespace-audio-player-frontend');</script>\n<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`;
    },
  },
  video: {
    pure: true,
    prepare: (args): VideoOptions => ({ loadFalse: args.includes('load-false'), colorData: args.includes('color-data') }),
    format: (value, options: VideoOptions) => video(value, options),
  },
  humanizeDuration: { pure: true, format: (value) => humanizeDuration(toNumber(value)) },
};
