#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int min3(int x, int y, int z) {
    int m = x < y ? x : y;
    return m < z ? m : z;
}

int editDistance(const char *a, const char *b) {
    int m = (int)strlen(a), n = (int)strlen(b);
    /* dp[i * (n + 1) + j] = distance between the first i chars of a and the first j of b */
    int *dp = malloc((size_t)(m + 1) * (size_t)(n + 1) * sizeof(int));
    for (int i = 0; i <= m; i++) dp[i * (n + 1)] = i;
    for (int j = 0; j <= n; j++) dp[j] = j;
    for (int i = 1; i <= m; i++) {
        for (int j = 1; j <= n; j++) {
            int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            dp[i * (n + 1) + j] = min3(dp[(i - 1) * (n + 1) + j] + 1,
                                       dp[i * (n + 1) + j - 1] + 1,
                                       dp[(i - 1) * (n + 1) + j - 1] + cost);
        }
    }
    int result = dp[m * (n + 1) + n];
    free(dp);
    return result;
}

int main(void) {
    const char *pairs[][2] = {{"intention", "execution"}, {"sunday", "saturday"}, {"", "hello"}};
    for (int k = 0; k < 3; k++) printf("%d\n", editDistance(pairs[k][0], pairs[k][1]));
    return 0;
}
