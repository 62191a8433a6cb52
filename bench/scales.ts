/** `--scales 1,10` (default 1,10,100, a whole run): the SEED_SCALEs measured, each on its own stand-in. */
export function scalesFrom(argv: readonly string[]): number[] {
  const given = argv.find((arg, i) => argv[i - 1] === '--scales' || arg.startsWith('--scales='));
  if (!given) return [1, 10, 100];
  const list = given
    .replace(/^--scales=/, '')
    .split(',')
    .map((part) => Number(part.trim()));
  if (list.length === 0 || list.some((n) => !Number.isInteger(n) || n < 1 || n > 1000))
    throw new Error(`--scales takes whole numbers from 1 to 1000, e.g. 1,10,100 (got '${given}').`);
  return [...new Set(list)].sort((a, b) => a - b);
}
