// Newton-Raphson on the polynomial with coefficients from the highest degree down, starting at x0.
// Stops when two successive iterates differ by less than tol; returns the last iterate.
function newtonRaphson(coeffs, x0, tol, maxIter) {
  let x = x0;
  for (let iter = 0; iter < maxIter; iter++) {
    // Horner's scheme for the polynomial value p and its derivative dp at x.
    let p = 0;
    let dp = 0;
    for (const c of coeffs) {
      dp = dp * x + p;
      p = p * x + c;
    }
    if (dp === 0) throw new Error("zero derivative");
    const next = x - p / dp;
    if (Math.abs(next - x) < tol) return next;
    x = next;
  }
  return x;
}

const coeffs = [1, -4, 1, 3];
const tol = 1e-12;
const maxIter = 100;
for (const x0 of [-2, 0.5, 5]) {
  console.log(newtonRaphson(coeffs, x0, tol, maxIter).toFixed(6));
}
