import { DEMO_STUDIO_VENDORS, demoStudioGame } from './sandbox.demo-games.ts';
import { SANDBOX_GAMES, type SandboxGame } from './sandbox.games.ts';
import { HOSTED_LOTTERY_GAMES } from './sandbox.lottery-games.ts';
import { SANDBOX_VENDOR } from './sandbox.seed.ts';

/**
 * Every vendor the studio plays for. Each one is its own party to the seamless wallet (own secret,
 * own clearing account), as separate studios would be, even though one studio serves their pages.
 */
export const STUDIO_VENDORS: readonly string[] = [
  SANDBOX_VENDOR,
  ...new Set(HOSTED_LOTTERY_GAMES.map((g) => g.vendor)),
  ...DEMO_STUDIO_VENDORS,
];

/**
 * A game the studio serves and the vendor whose wallet identity its rounds use. Game links of the
 * demo vendors name their vendor too, since two of them may use the same game code.
 */
export function studioGame(code: string, vendor?: string): { game: SandboxGame; vendor: string } | undefined {
  if (vendor && vendor !== SANDBOX_VENDOR) {
    const demo = demoStudioGame(vendor, code);
    if (demo) return { game: demo, vendor };
  }
  const own = SANDBOX_GAMES.find((g) => g.code === code);
  if (own) return { game: own, vendor: SANDBOX_VENDOR };
  const hosted = HOSTED_LOTTERY_GAMES.find((g) => g.code === code);
  return hosted && (!vendor || vendor === hosted.vendor)
    ? { game: hosted, vendor: hosted.vendor }
    : undefined;
}
