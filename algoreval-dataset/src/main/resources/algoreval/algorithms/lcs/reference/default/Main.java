public class Main {
    static int lcsLength(String a, String b) {
        int m = a.length(), n = b.length();
        // dp[i][j] = length of an LCS of the first i chars of a and the first j chars of b
        int[][] dp = new int[m + 1][n + 1];
        for (int i = 1; i <= m; i++) {
            for (int j = 1; j <= n; j++) {
                if (a.charAt(i - 1) == b.charAt(j - 1)) {
                    dp[i][j] = dp[i - 1][j - 1] + 1;
                } else {
                    dp[i][j] = Math.max(dp[i - 1][j], dp[i][j - 1]);
                }
            }
        }
        return dp[m][n];
    }

    public static void main(String[] args) {
        String[][] pairs = {
            {"ABCBDAB", "BDCABA"},
            {"AGGTAB", "GXTXAYB"},
            {"sequencealignment", "consequentialsign"},
            {"abcdef", "ghijkl"},
            {"", "abc"},
        };
        for (String[] p : pairs) System.out.println(lcsLength(p[0], p[1]));
    }
}
