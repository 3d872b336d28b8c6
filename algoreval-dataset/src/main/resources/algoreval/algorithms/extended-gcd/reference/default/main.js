// Returns [g, x, y] with g = gcd(a, b) and a*x + b*y = g.
function extendedGcd(a, b) {
  // invariants: oldR = a*oldX + b*oldY and r = a*x + b*y
  let [oldR, r] = [a, b];
  let [oldX, x] = [1, 0];
  let [oldY, y] = [0, 1];
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldX, x] = [x, oldX - q * x];
    [oldY, y] = [y, oldY - q * y];
  }
  return [oldR, oldX, oldY];
}

const pairs = [[240, 46], [17, 3120], [1071, 462], [12, 36], [36, 12], [0, 7], [123456789, 9876543]];
for (const [a, b] of pairs) {
  const [g, x] = extendedGcd(a, b);
  // normalize to the unique solution with 0 <= x < b/g
  const step = b / g;
  const xNorm = ((x % step) + step) % step;
  const yNorm = (g - a * xNorm) / b;
  console.log(`${g} ${xNorm} ${yNorm}`);
}
