function lcsLength(a, b) {
  const m = a.length;
  const n = b.length;
  // dp[i][j] = length of an LCS of the first i chars of a and the first j chars of b
  const dp = Array.from({ length: m + 1 }, () => new Array(n + 1).fill(0));
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      dp[i][j] = a[i - 1] === b[j - 1] ? dp[i - 1][j - 1] + 1 : Math.max(dp[i - 1][j], dp[i][j - 1]);
    }
  }
  return dp[m][n];
}

const pairs = [
  ["ABCBDAB", "BDCABA"],
  ["AGGTAB", "GXTXAYB"],
  ["sequencealignment", "consequentialsign"],
  ["abcdef", "ghijkl"],
  ["", "abc"],
];
for (const [a, b] of pairs) console.log(lcsLength(a, b));
