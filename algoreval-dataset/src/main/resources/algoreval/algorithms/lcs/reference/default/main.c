#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int lcsLength(const char *a, const char *b) {
    int m = (int)strlen(a), n = (int)strlen(b);
    /* dp[i * (n + 1) + j] = length of an LCS of the first i chars of a and the first j of b */
    int *dp = calloc((size_t)(m + 1) * (size_t)(n + 1), sizeof(int));
    for (int i = 1; i <= m; i++) {
        for (int j = 1; j <= n; j++) {
            if (a[i - 1] == b[j - 1]) {
                dp[i * (n + 1) + j] = dp[(i - 1) * (n + 1) + j - 1] + 1;
            } else {
                int up = dp[(i - 1) * (n + 1) + j], left = dp[i * (n + 1) + j - 1];
                dp[i * (n + 1) + j] = up > left ? up : left;
            }
        }
    }
    int result = dp[m * (n + 1) + n];
    free(dp);
    return result;
}

int main(void) {
    const char *pairs[][2] = {
        {"ABCBDAB", "BDCABA"},
        {"AGGTAB", "GXTXAYB"},
        {"sequencealignment", "consequentialsign"},
        {"abcdef", "ghijkl"},
        {"", "abc"},
    };
    for (int k = 0; k < 5; k++) printf("%d\n", lcsLength(pairs[k][0], pairs[k][1]));
    return 0;
}
