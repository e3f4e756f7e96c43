// The member's avatar: one of AVATAR_ICON_COUNT icons, fixed by the member id, drawn by the server as SVG.
import { ok } from '../envelope.ts';
import type { Handler } from '../types.ts';
import { AVATAR_ICON_COUNT, AVATAR_PATH } from './accountsConstants.ts';

/** Background and figure colours of each icon, in icon order. */
const PALETTE = [
  ['#6142bf', '#d9d0f5'],
  ['#e85d75', '#fbd9df'],
  ['#2e9e6b', '#cdebdc'],
  ['#f29f05', '#fde7bf'],
  ['#1f7ae0', '#cfe3fa'],
  ['#8e44ad', '#e6d3ee'],
  ['#d35400', '#f6d8c2'],
  ['#16a085', '#c8ece5'],
  ['#c0392b', '#f1cfcb'],
  ['#2c3e50', '#cfd6dd'],
  ['#b7950b', '#f3e9bd'],
  ['#5d6d7e', '#dde2e7'],
] as const satisfies readonly (readonly [string, string])[];

function iconIdOf(memberId: number): number {
  return ((memberId - 1) % AVATAR_ICON_COUNT) + 1;
}

function avatarOf(memberId: number) {
  const iconId = iconIdOf(memberId);
  return { iconId, url: `${AVATAR_PATH}/${iconId}.svg` };
}

/** A head and shoulders on a round coloured background; each icon also turns the figure a little. */
export function avatarSvg(iconId: number): string {
  const [background, figure] = PALETTE[(iconId - 1) % PALETTE.length]!;
  const tilt = ((iconId - 1) % 4) * 6 - 9;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">',
    `<circle cx="64" cy="64" r="64" fill="${background}"/>`,
    `<g fill="${figure}" transform="rotate(${tilt} 64 64)">`,
    '<circle cx="64" cy="50" r="22"/>',
    '<path d="M22 112c4-24 22-36 42-36s38 12 42 36z"/>',
    '</g>',
    '</svg>',
  ].join('');
}

/** Both avatar calls (member info icon and the member centre's relay) answer the same. */
export const getMemberIcon: Handler<'getMemberIcon'> = async (c) => ok(c, avatarOf(c.get('session')!.memberId));
export const getPlayerAvatar: Handler<'getPlayerAvatar'> = async (c) => ok(c, avatarOf(c.get('session')!.memberId));
