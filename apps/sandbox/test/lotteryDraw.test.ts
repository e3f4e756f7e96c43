// POST /sandbox/lottery/draw: a game's next draw happens now, so the front end can watch a result come in. Its own
// file: the moved lottery clock stays for the sandbox's life.
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness.ts';

interface Opened {
  gameId: number;
  numero: string;
  winningNumber: string;
  winningTime: number;
}
interface LobbyGame {
  gameId: number;
  numero: string;
  remainTime: number;
}

const h = harnessForFile();
/** Lotto 1 minute (draws every minute) and the Thai government lottery (the 1st and the 16th of a month). */
const LOTTO_1M = 191;
const THAI_GOV = 101;

const latest = async (gameId: number) =>
  (await h.call<Opened>('GET', `/lotto/lgw/games/opened/numero?gameId=${gameId}`)).body.value!;
const lobbyGame = async (gameId: number) =>
  (await h.call<LobbyGame[]>('GET', '/lgw/vn/games/game_menu?prizeMode=SEA&device=WEB')).body.value!.find(
    (game) => game.gameId === gameId,
  )!;
const draw = (body: unknown) =>
  h.call<{ numero: string; winningTime: number }>('POST', '/sandbox/lottery/draw', { json: body });

describe('POST /sandbox/lottery/draw', () => {
  it("opens the game's open draw now, and the lobby moves on to the next one", async () => {
    const open = await lobbyGame(LOTTO_1M);
    const before = await latest(LOTTO_1M);
    const res = await draw({ gameId: LOTTO_1M });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ numero: open.numero });
    const after = await latest(LOTTO_1M);
    expect(after.numero).toBe(open.numero);
    expect(after.numero).not.toBe(before.numero);
    expect(after.winningTime).toBe(res.body.value!.winningTime);
    expect((await lobbyGame(LOTTO_1M)).numero).not.toBe(open.numero);
    // the results of one game and the latest agree on the moved clock
    const [first] = (await h.call<Opened[]>('GET', `/lgw/vn/numeros/opened/game?gameId=${LOTTO_1M}&count=1`)).body
      .value!;
    expect(first).toEqual(after);
  });

  it('runs a draw days away too, and never moves the clock back', async () => {
    const open = await lobbyGame(THAI_GOV);
    const res = await draw({ gameId: THAI_GOV });
    expect(res.body.value).toMatchObject({ numero: open.numero });
    expect((await latest(THAI_GOV)).numero).toBe(open.numero);
    // the minute lottery kept drawing on the moved clock: its latest draw is at the same moment or just before
    expect((await latest(LOTTO_1M)).winningTime).toBeLessThanOrEqual(res.body.value!.winningTime);
    expect((await latest(LOTTO_1M)).winningTime).toBeGreaterThan(res.body.value!.winningTime - 60_000);
  });

  it('refuses what is not a game', async () => {
    expect((await draw({ gameId: 'x' })).status).toBe(400);
    expect((await draw({})).status).toBe(400);
    expect((await draw({ gameId: 99_999 })).status).toBe(404);
  });
});
