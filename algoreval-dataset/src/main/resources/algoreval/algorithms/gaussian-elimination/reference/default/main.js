// Solves A x = b by Gaussian elimination with partial pivoting; A and b are left unchanged.
function gaussianElimination(A, b) {
  const n = A.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) {
      if (Math.abs(M[r][col]) > Math.abs(M[pivot][col])) pivot = r;
    }
    if (M[pivot][col] === 0) throw new Error("matrix is singular");
    [M[col], M[pivot]] = [M[pivot], M[col]];
    for (let r = col + 1; r < n; r++) {
      const factor = M[r][col] / M[col][col];
      for (let c = col; c <= n; c++) M[r][c] -= factor * M[col][c];
    }
  }
  const x = new Array(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = M[i][n];
    for (let j = i + 1; j < n; j++) s -= M[i][j] * x[j];
    x[i] = s / M[i][i];
  }
  return x;
}

const A = [[0, 2, -1, 3],
  [4, -1, 2, 1],
  [-2, 3, 5, -4],
  [1, 1, -3, 2]];
const b = [5, 7, -3, 6];
for (const v of gaussianElimination(A, b)) {
  const s = v.toFixed(4);
  console.log(s === "-0.0000" ? "0.0000" : s);
}
