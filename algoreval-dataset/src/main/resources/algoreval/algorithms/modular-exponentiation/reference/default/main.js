function modPow(base, exponent, modulus) {
  // products of two residues can exceed 2^53, so compute with BigInt
  let b = BigInt(base);
  let e = BigInt(exponent);
  const m = BigInt(modulus);
  let result = 1n % m;
  b %= m;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return Number(result);
}

const cases = [
  [2, 10, 1000],
  [3, 200, 13],
  [7, 0, 13],
  [5, 0, 1],
  [0, 5, 7],
  [123456789, 987654321, 1000000007],
  [2, 2147483646, 2147483647],
  [2147483646, 2147483645, 2147483647],
  [987654321, 1234567890, 2147483629],
];
for (const [base, exponent, modulus] of cases) console.log(modPow(base, exponent, modulus));
