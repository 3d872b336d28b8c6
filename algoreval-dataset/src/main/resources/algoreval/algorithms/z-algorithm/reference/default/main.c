#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Fills z (room for strlen(s) entries) with the Z-array of s; z[0] is the length of s. */
static void zFunctionInto(const char *s, int *z) {
    int n = (int)strlen(s);
    if (n == 0) return;
    z[0] = n;
    int left = 0, right = 0; /* [left, right) is the rightmost window known to match a prefix of s */
    for (int i = 1; i < n; i++) {
        z[i] = 0;
        if (i < right) z[i] = right - i < z[i - left] ? right - i : z[i - left];
        while (i + z[i] < n && s[z[i]] == s[i + z[i]]) z[i]++;
        if (i + z[i] > right) {
            left = i;
            right = i + z[i];
        }
    }
}

/* Stores the start indices of all occurrences in matches (room for strlen(text) entries) and
   returns how many there are. */
static int zSearchInto(const char *text, const char *pattern, int *matches) {
    size_t n = strlen(text), m = strlen(pattern);
    char *joined = malloc(n + m + 2);
    memcpy(joined, pattern, m);
    joined[m] = '$';
    memcpy(joined + m + 1, text, n + 1);
    int *z = malloc((n + m + 1) * sizeof(int));
    zFunctionInto(joined, z);
    int count = 0;
    for (size_t i = m + 1; i < n + m + 1; i++) {
        if (z[i] >= (int)m) matches[count++] = (int)(i - m - 1);
    }
    free(z);
    free(joined);
    return count;
}

/* The interface: malloc'd results with their lengths (the caller frees them). */
int *zFunction(const char *s, int *returnSize) {
    *returnSize = (int)strlen(s);
    int *z = malloc(((size_t)*returnSize + 1) * sizeof(int));
    zFunctionInto(s, z);
    return z;
}

int *zSearch(const char *text, const char *pattern, int *returnSize) {
    int *matches = malloc((strlen(text) + 1) * sizeof(int));
    *returnSize = zSearchInto(text, pattern, matches);
    return matches;
}

int main(void) {
    const char *strings[] = {"aabcaabxaaaz", "aaaaa", "abacaba"};
    for (int k = 0; k < 3; k++) {
        int n = (int)strlen(strings[k]);
        int *z = malloc((size_t)n * sizeof(int));
        zFunctionInto(strings[k], z);
        for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", z[i]);
        printf("\n");
        free(z);
    }
    const char *searches[][2] = {{"abacabadabacaba", "aba"}, {"aaaaaa", "aa"}, {"hello world", "xyz"}};
    for (int k = 0; k < 3; k++) {
        int *matches = malloc((strlen(searches[k][0]) + 1) * sizeof(int));
        int count = zSearchInto(searches[k][0], searches[k][1], matches);
        if (count == 0) printf("none");
        for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", matches[i]);
        printf("\n");
        free(matches);
    }
    return 0;
}
