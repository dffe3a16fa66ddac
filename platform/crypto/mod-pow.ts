/**
 * base^exponent mod modulus on native BigInt, four exponent bits a step. The envelope's raw RSA needs it for
 * every sealed request: node-forge's modPow in plain JavaScript took about 20 ms of CPU a 1024-bit block, this
 * about a fifth of that, with the same answer.
 */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus <= 0n || exponent < 0n) throw new RangeError('modPow takes a positive modulus and a non-negative exponent');
  if (modulus === 1n) return 0n;
  const b = ((base % modulus) + modulus) % modulus;
  // b^0 … b^15, so each hex digit of the exponent costs four squarings and at most one multiplication.
  const powers = [1n, b];
  for (let i = 2; i < 16; i += 1) powers.push((powers[i - 1]! * b) % modulus);
  let result = 1n;
  for (const digit of exponent.toString(16)) {
    for (let i = 0; i < 4; i += 1) result = (result * result) % modulus;
    const w = parseInt(digit, 16);
    if (w !== 0) result = (result * powers[w]!) % modulus;
  }
  return result;
}

/** How many bits `value` takes (0 for 0), as forge's `bitLength`. */
export function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}
