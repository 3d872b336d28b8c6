// Composite Simpson's rule for f on [a, b] with n (positive, even) subintervals.
function simpson(f, a, b, n) {
  if (n <= 0 || n % 2 !== 0) throw new Error("n must be a positive even number");
  const h = (b - a) / n;
  let total = f(a) + f(b);
  for (let i = 1; i < n; i++) {
    total += (i % 2 === 1 ? 4 : 2) * f(a + i * h);
  }
  return (total * h) / 3;
}

const f = (x) => 1 / (1 + x * x);
const a = 0;
const b = 4;
for (const n of [2, 8, 16]) {
  console.log(simpson(f, a, b, n).toFixed(6));
}
