/** A brand folder that cannot be served; the message names the file and the field. */
export class BrandConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BrandConfigError';
  }
}
