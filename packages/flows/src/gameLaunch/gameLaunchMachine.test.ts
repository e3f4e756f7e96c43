import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { NEED_TRUE_ACCOUNT_CONFIRM_KEY, NEED_TRUE_ACCOUNT_KEY } from '../constants';
import { deferred } from '../testing/fakes';
import { LOTTERY_VENDORS } from './constants';
import {
  gameLaunchMachine,
  LAUNCH_FAILED_KEY,
  launchTargetOf,
  lotteryPath,
  type GameLaunchEmitted,
  type LaunchItem,
} from './gameLaunchMachine';

const member = { token: 'tok', isAgent: '0' };
const trial = { token: 'tok-trial', isAgent: '4' };
const visitor = { token: null, isAgent: null };

const slot: LaunchItem = {
  nodeId: '101',
  gameId: 7,
  name: 'Lucky Fortune',
  gameType: 'RNG',
  isGame: 'GAME',
  vendor: 'PG',
  vassalage: 'PG',
  gameCode: 'lucky',
  defaultPlayType: null,
  freePlay: false,
};
const sportsBook: LaunchItem = { ...slot, nodeId: '9', name: 'Sports', gameType: 'SPORTS', vassalage: 'IBC' };
const lottery: LaunchItem = {
  ...slot,
  gameType: 'LOTT',
  vendor: 'TCG_SEA',
  vassalage: 'TCG_SEA',
  gameCode: 'TH_GOV',
  defaultPlayType: 'DIRECT',
};
const liveVendor: LaunchItem = { ...slot, name: 'Evo Live', isGame: 'VASSALAGE', gameType: 'LIVE', vassalage: 'EVO' };
const rngVendor: LaunchItem = { ...slot, name: 'PG Soft', isGame: 'VASSALAGE', gameType: 'RNG', vassalage: 'PG' };

function start(windowVendors: readonly string[] = []) {
  const calls: LaunchItem[] = [];
  const launches: ReturnType<typeof deferred<string>>[] = [];
  const machine = gameLaunchMachine.provide({
    actors: {
      launchUrl: fromPromise<string, { item: LaunchItem }>(({ input }) => {
        calls.push(input.item);
        const call = deferred<string>();
        launches.push(call);
        return call.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { windowVendors } });
  const emitted: GameLaunchEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, calls, launches };
}

const flush = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe('spec §4 game launch: login first', () => {
  it('asks a visitor to log in for a game, a lottery and a window vendor, and goes nowhere', () => {
    const { actor, emitted, calls } = start(['PG']);
    for (const item of [slot, sportsBook, lottery]) actor.send({ type: 'launch', item, login: visitor });
    expect(emitted).toEqual([
      { type: 'launch.loginRequired' },
      { type: 'launch.loginRequired' },
      { type: 'launch.loginRequired' },
    ]);
    expect(calls).toEqual([]);
  });

  it('warns a trial account with in_need_true_account for a game that is not free to play', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'launch', item: slot, login: trial });
    expect(emitted).toEqual([
      { type: 'launch.needTrueAccount', messageKey: NEED_TRUE_ACCOUNT_KEY, confirmKey: NEED_TRUE_ACCOUNT_CONFIRM_KEY },
    ]);
  });

  it('lets a trial account launch a game free to play, and open a lottery', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'launch', item: { ...slot, freePlay: true }, login: trial });
    actor.send({ type: 'launch', item: lottery, login: trial });
    expect(emitted.map((event) => event.type)).toEqual(['launch.navigate', 'launch.navigate']);
  });
});

describe('spec §4 game launch: where an item leads', () => {
  it('sends every lottery vendor to /lottery with gameCode, vendor and playType', () => {
    for (const vendor of LOTTERY_VENDORS) {
      expect(launchTargetOf({ ...lottery, vendor, vassalage: vendor })).toEqual({
        kind: 'lottery',
        path: `/lottery?gameCode=TH_GOV&vendor=${vendor}&playType=DIRECT`,
      });
    }
    // a lottery item whose wallet (vendor) differs is known by its vassalage too
    expect(launchTargetOf({ ...lottery, vendor: 'MAIN', vassalage: 'LOTT' }).kind).toBe('lottery');
    const { actor, emitted } = start();
    actor.send({ type: 'launch', item: lottery, login: member });
    expect(emitted).toEqual([
      { type: 'launch.navigate', path: '/lottery?gameCode=TH_GOV&vendor=TCG_SEA&playType=DIRECT' },
    ]);
  });

  it('leaves out the lottery parameters that are not present (spec §2)', () => {
    expect(lotteryPath({ gameCode: 'VN_HN', vendor: '', defaultPlayType: null })).toBe('/lottery?gameCode=VN_HN');
    expect(lotteryPath({ gameCode: null, vendor: '', defaultPlayType: null })).toBe('/lottery');
  });

  it('sends an RNG vendor to /rng with its vassalage chosen, without a login', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'launch', item: rngVendor, login: visitor });
    expect(emitted).toEqual([{ type: 'launch.navigate', path: '/rng?page=PG' }]);
  });

  it('opens the popup game list for any other vendor (VASSALAGE), not a lobby tab, without a login', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'launch', item: liveVendor, login: visitor });
    expect(emitted).toEqual([{ type: 'launch.vendorList', vassalage: 'EVO', gameType: 'LIVE', name: 'Evo Live' }]);
  });

  it('launches other games on the game page, whole-site products on the seamless page', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'launch', item: slot, login: member });
    actor.send({ type: 'launch', item: sportsBook, login: member });
    expect(emitted).toEqual([
      { type: 'launch.navigate', path: '/game?nodeId=101&gameId=7&vassalage=PG&name=Lucky%20Fortune' },
      { type: 'launch.navigate', path: '/seamless?nodeId=9&gameId=7&vassalage=IBC&name=Sports' },
    ]);
  });
});

describe('game launch: a vendor that needs its own window', () => {
  it('opens the window inside the click, before the launch answers, then sends it to the address', async () => {
    const { actor, emitted, calls, launches } = start(['PG']);
    actor.send({ type: 'launch', item: slot, login: member });
    // synchronously, in the same call as the click: a popup blocker lets it through
    expect(emitted).toEqual([{ type: 'launch.windowOpen', item: slot }]);
    expect(calls).toEqual([slot]);
    expect(actor.getSnapshot().value).toBe('launchingWindow');
    launches[0]!.resolve('https://games.example/pg?t=1');
    await flush();
    expect(emitted.at(-1)).toEqual({ type: 'launch.windowGo', url: 'https://games.example/pg?t=1' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('closes the window again when the launch fails, with the server message or its own', async () => {
    const { actor, emitted, launches } = start(['PG']);
    actor.send({ type: 'launch', item: slot, login: member });
    launches[0]!.reject(new Error('Game under maintenance'));
    await flush();
    expect(emitted.at(-1)).toEqual({ type: 'launch.windowClose', error: 'Game under maintenance' });
    actor.send({ type: 'launch', item: slot, login: member });
    launches[1]!.reject(new Error(''));
    await flush();
    expect(emitted.at(-1)).toEqual({ type: 'launch.windowClose', error: LAUNCH_FAILED_KEY });
  });

  it('takes no second choice while a window waits for its address', () => {
    const { actor, emitted, calls } = start(['PG']);
    actor.send({ type: 'launch', item: slot, login: member });
    actor.send({ type: 'launch', item: sportsBook, login: member });
    expect(calls).toHaveLength(1);
    expect(emitted).toHaveLength(1);
  });

  it('still asks a visitor to log in before opening any window', () => {
    const { actor, emitted } = start(['PG']);
    actor.send({ type: 'launch', item: slot, login: visitor });
    expect(emitted).toEqual([{ type: 'launch.loginRequired' }]);
  });
});
