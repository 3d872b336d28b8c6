#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Stores the start indices of all occurrences of pattern in text into matches
   (which must hold at least strlen(text) entries) and returns how many were found. */
size_t kmpSearchInto(const char *text, const char *pattern, size_t *matches) {
    size_t n = strlen(text), m = strlen(pattern);
    size_t *failure = malloc(m * sizeof *failure);
    size_t count = 0, k = 0;

    failure[0] = 0;
    for (size_t i = 1; i < m; i++) {
        while (k > 0 && pattern[i] != pattern[k]) k = failure[k - 1];
        if (pattern[i] == pattern[k]) k++;
        failure[i] = k;
    }

    k = 0;
    for (size_t i = 0; i < n; i++) {
        while (k > 0 && text[i] != pattern[k]) k = failure[k - 1];
        if (text[i] == pattern[k]) k++;
        if (k == m) {
            matches[count++] = i + 1 - m;
            k = failure[k - 1];
        }
    }
    free(failure);
    return count;
}

/* The AlgoREval+ interface: a malloc'd array of the start indices, its length in *returnSize. */
int *kmpSearch(const char *text, const char *pattern, int *returnSize) {
    size_t n = strlen(text);
    size_t *matches = malloc((n + 1) * sizeof *matches);
    size_t count = kmpSearchInto(text, pattern, matches);
    int *result = malloc((count + 1) * sizeof *result);
    for (size_t i = 0; i < count; i++) result[i] = (int) matches[i];
    free(matches);
    *returnSize = (int) count;
    return result;
}

int main(void) {
    const char *searches[][2] = {
        {"AABAACAADAABAABA", "AABA"},
        {"abababcabababab", "abab"},
        {"aaaaaa", "aaa"},
        {"abcabcabcabcab", "abcabd"},
    };
    size_t numSearches = sizeof searches / sizeof searches[0];
    for (size_t s = 0; s < numSearches; s++) {
        const char *text = searches[s][0];
        size_t *matches = malloc((strlen(text) + 1) * sizeof *matches);
        size_t count = kmpSearchInto(text, searches[s][1], matches);
        if (count == 0) {
            printf("none\n");
        } else {
            for (size_t i = 0; i < count; i++) printf(i ? " %zu" : "%zu", matches[i]);
            printf("\n");
        }
        free(matches);
    }
    return 0;
}
