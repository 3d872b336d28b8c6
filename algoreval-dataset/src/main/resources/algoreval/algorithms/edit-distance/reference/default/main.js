function editDistance(a, b) {
  const m = a.length;
  const n = b.length;
  // dp[i][j] = distance between the first i chars of a and the first j chars of b
  const dp = Array.from({ length: m + 1 }, () => new Array(n + 1).fill(0));
  for (let i = 0; i <= m; i++) dp[i][0] = i;
  for (let j = 0; j <= n; j++) dp[0][j] = j;
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      dp[i][j] = Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + cost);
    }
  }
  return dp[m][n];
}

const pairs = [["intention", "execution"], ["sunday", "saturday"], ["", "hello"]];
for (const [a, b] of pairs) console.log(editDistance(a, b));
