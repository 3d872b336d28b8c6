public class Main {
    static int editDistance(String a, String b) {
        int m = a.length(), n = b.length();
        // dp[i][j] = distance between the first i chars of a and the first j chars of b
        int[][] dp = new int[m + 1][n + 1];
        for (int i = 0; i <= m; i++) dp[i][0] = i;
        for (int j = 0; j <= n; j++) dp[0][j] = j;
        for (int i = 1; i <= m; i++) {
            for (int j = 1; j <= n; j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                dp[i][j] = Math.min(Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1),
                                    dp[i - 1][j - 1] + cost);
            }
        }
        return dp[m][n];
    }

    public static void main(String[] args) {
        String[][] pairs = {{"intention", "execution"}, {"sunday", "saturday"}, {"", "hello"}};
        for (String[] p : pairs) System.out.println(editDistance(p[0], p[1]));
    }
}
