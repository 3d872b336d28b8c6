function solveNQueens(n) {
  const solutions = [];
  const cols = []; // cols[r] = column of the queen in row r
  const usedCol = new Array(n).fill(false);
  const diag = new Array(2 * n - 1).fill(false); // indexed by row - col + n - 1
  const anti = new Array(2 * n - 1).fill(false); // indexed by row + col

  function place(row) {
    if (row === n) {
      solutions.push(cols.slice());
      return;
    }
    for (let c = 0; c < n; c++) {
      if (usedCol[c] || diag[row - c + n - 1] || anti[row + c]) continue;
      cols.push(c);
      usedCol[c] = diag[row - c + n - 1] = anti[row + c] = true;
      place(row + 1);
      usedCol[c] = diag[row - c + n - 1] = anti[row + c] = false;
      cols.pop();
    }
  }

  place(0);
  return solutions;
}

function compareLists(a, b) {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i] - b[i];
  }
  return 0;
}

for (const n of [4, 5, 6, 7, 8]) console.log(`${n} ${solveNQueens(n).length}`);
for (const solution of solveNQueens(6).sort(compareLists)) console.log(solution.join(" "));
