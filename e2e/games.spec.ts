import type { Page } from '@playwright/test';
import { type Board, type Cell, selectGroup } from '../src/common/tile-tumble/index.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { newMember } from './support/demo.ts';
import { expect, test } from './support/test.ts';

interface SessionData {
  board: Board;
  score: number;
  moves: number;
  currentCombo: number;
}

/** The biggest group on the board (fewer, bigger moves end the game sooner and score more). */
function bestMove(board: Board): Cell | null {
  let best: Cell | null = null;
  let size = 0;
  board.forEach((tiles, row) => {
    tiles.forEach((_, col) => {
      const group = selectGroup(board, [row, col]);
      if (group.length > size) {
        size = group.length;
        best = [row, col];
      }
    });
  });
  return best;
}

const canvas = (page: Page) => page.getByRole('application', { name: /Tile Tumble board/ });

/** Clicks the cell on the canvas and answers the server's move response once the board settled. */
async function play(page: Page, [row, col]: Cell) {
  const board = canvas(page);
  await expect(board).toHaveAttribute('aria-busy', 'false');
  const box = (await board.boundingBox())!;
  const response = page.waitForResponse((r) => r.url().endsWith('/api/games/tiletumble/move'));
  await board.click({ position: { x: ((col + 0.5) * box.width) / 10, y: ((row + 0.5) * box.height) / 10 } });
  const answer = (await (await response).json()) as {
    session_data: SessionData;
    game_over: boolean;
    currency_earned: number;
    coins_earned: number;
  };
  return answer;
}

async function headerCoins(page: Page): Promise<number> {
  const text = await page
    .locator('main .balance')
    .getByText(/CitoCoin/)
    .textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

test('the games list shows Tile Tumble from the API and its leaderboard', async ({ page }) => {
  await page.goto('/games');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Tile Tumble' }) });
  await expect(card).toContainText('Puzzle');
  await expect(card).toContainText(/\d+ players?/);
  await expect(page.getByRole('heading', { name: 'Tile Tumble leaderboard' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Period' });
  await expect(tabs.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'All-time' }).click();
  await expect(tabs.getByRole('tab', { name: 'All-time' })).toHaveAttribute('aria-selected', 'true');
  // arrow keys move between the tabs
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Weekly' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await card.getByRole('link', { name: 'Tile Tumble' }).click();
  await expect(page).toHaveURL(/\/games\/tile-tumble$/);
});

test('a seeded game resumes, survives a reload and plays to game over', async ({ page }) => {
  test.setTimeout(240_000);
  await newMember(page, 'tt');
  const coinsBefore = ((await (await page.request.get('/api/whoami')).json()) as { coins: number }).coins;

  const started = await page.request.post('/api/games/tiletumble/start', { data: { seed: 12345 } });
  expect(started.ok()).toBe(true);
  let data = ((await started.json()) as { session_data: SessionData }).session_data;

  await page.goto('/games/tile-tumble');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Games');
  await expect(page.getByText('Game resumed!')).toBeVisible();

  // a few moves, then a reload keeps the game
  for (let i = 0; i < 3; i++) data = (await play(page, bestMove(data.board)!)).session_data;
  await expect(page.getByTestId('tt-score')).toHaveText(data.score.toLocaleString('en-US'));
  await expect(page.getByTestId('tt-moves')).toHaveText('3');
  await page.reload();
  await expect(page.getByText('Game resumed!')).toBeVisible();
  const again = (await (await page.request.post('/api/games/tiletumble/start', { data: {} })).json()) as {
    session_data: SessionData;
    resumed: boolean;
  };
  expect(again.resumed).toBe(true);
  expect(again.session_data.board).toEqual(data.board);
  await expect(page.getByTestId('tt-score')).toHaveText(data.score.toLocaleString('en-US'));

  let last: Awaited<ReturnType<typeof play>> | null = null;
  for (let i = 0; i < 300 && !last?.game_over; i++) {
    const cell = bestMove(data.board);
    expect(cell, 'the server says a move is left').not.toBeNull();
    last = await play(page, cell!);
    data = last.session_data;
  }
  expect(last?.game_over).toBe(true);

  const over = page.getByRole('dialog', { name: 'Game Over' });
  await expect(over).toBeVisible();
  await expect(page.getByTestId('tt-score')).toHaveText(data.score.toLocaleString('en-US'));
  await expect(over.getByTestId('tt-currency')).toHaveText(last!.currency_earned.toLocaleString('en-US'));
  await expect.poll(() => headerCoins(page)).toBe(coinsBefore + last!.currency_earned);
  await expect(over.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');

  // Play Again starts a fresh game
  await over.getByRole('button', { name: 'Play Again' }).click();
  await expect(over).toBeHidden();
  await expect(page.getByTestId('tt-moves')).toHaveText('0');
});

test('keyboard play: arrows move the cursor and Enter plays', async ({ page }) => {
  await newMember(page, 'tt');
  const started = await page.request.post('/api/games/tiletumble/start', { data: { seed: 777 } });
  const { board } = ((await started.json()) as { session_data: SessionData }).session_data;
  await page.goto('/games/tile-tumble');
  const target = bestMove(board)!;
  await canvas(page).focus();
  // the cursor starts at the bottom-left corner and shows on the first arrow key
  await page.keyboard.press('ArrowUp');
  for (let r = 9; r > target[0]; r--) await page.keyboard.press('ArrowUp');
  for (let c = 0; c < target[1]; c++) await page.keyboard.press('ArrowRight');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/games/tiletumble/move'));
  await page.keyboard.press('Enter');
  const answer = await (await response).json();
  expect(answer.session_data.moves).toBe(1);
  await expect(page.getByTestId('tt-moves')).toHaveText('1');
});

test('coins arrive as the points are scored: popup, coins this game and the header balance', async ({
  page,
}) => {
  await newMember(page, 'tt');
  const coinsBefore = ((await (await page.request.get('/api/whoami')).json()) as { coins: number }).coins;
  const started = await page.request.post('/api/games/tiletumble/start', { data: { seed: 4242 } });
  let data = ((await started.json()) as { session_data: SessionData }).session_data;
  await page.goto('/games/tile-tumble');
  await expect(page.getByTestId('tt-coins')).toHaveText('0');

  // play the biggest group until a move pays (1 coin per 200 points)
  let paid = 0;
  let answer: Awaited<ReturnType<typeof play>> | null = null;
  for (let i = 0; i < 40 && paid === 0; i++) {
    answer = await play(page, bestMove(data.board)!);
    data = answer.session_data;
    paid = answer.coins_earned;
  }
  expect(paid, 'a move paid coins').toBeGreaterThan(0);
  expect(paid).toBe(Math.floor(data.score / 200));
  await expect(page.locator('.tt-popup__coins')).toHaveText(`+${paid} ${paid === 1 ? 'coin' : 'coins'}`);
  await expect(page.getByTestId('tt-coins')).toHaveText(String(paid));
  await expect.poll(() => headerCoins(page)).toBe(coinsBefore + paid);
  await expectNoSeriousViolations(page, 'Tile Tumble after a paying move');
  // the sound choice is kept for this member
  const sound = page.getByRole('button', { name: 'Sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
  // a resumed game keeps counting from the coins it has paid
  await expect(page.getByTestId('tt-coins')).toHaveText(String(paid));
});
