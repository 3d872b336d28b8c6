#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BASE 256ULL
#define MOD 1000000007ULL

/* Stores the start indices of all occurrences in matches (room for strlen(text) entries) and
   returns how many there are. */
int rabinKarpSearchInto(const char *text, const char *pattern, int *matches) {
    size_t n = strlen(text), m = strlen(pattern);
    int count = 0;
    if (m > n) return 0;
    uint64_t high = 1; /* BASE^(m-1) mod MOD, the weight of the leading character in a window */
    for (size_t i = 0; i + 1 < m; i++) high = high * BASE % MOD;
    uint64_t pHash = 0, tHash = 0;
    for (size_t i = 0; i < m; i++) {
        pHash = (pHash * BASE + (unsigned char)pattern[i]) % MOD;
        tHash = (tHash * BASE + (unsigned char)text[i]) % MOD;
    }
    for (size_t s = 0; s + m <= n; s++) {
        /* equal hashes may still be a collision, so compare the characters */
        if (pHash == tHash && memcmp(text + s, pattern, m) == 0) matches[count++] = (int)s;
        if (s + m < n) {
            tHash = (tHash + MOD - (unsigned char)text[s] * high % MOD) % MOD;
            tHash = (tHash * BASE + (unsigned char)text[s + m]) % MOD;
        }
    }
    return count;
}

/* The AlgoREval+ interface: a malloc'd array of the start indices, its length in *returnSize. */
int *rabinKarpSearch(const char *text, const char *pattern, int *returnSize) {
    int *matches = malloc((strlen(text) + 1) * sizeof *matches);
    *returnSize = rabinKarpSearchInto(text, pattern, matches);
    return matches;
}

int main(void) {
    const char *searches[][2] = {
        {"abracadabra", "abra"},
        {"aaaaaaaa", "aaa"},
        {"the cat sat on the mat with the hat", "at"},
        {"31415926535897932384626433832795", "3832"},
        {"mississippi", "issip"},
        {"abc", "abcd"},
    };
    for (int k = 0; k < 6; k++) {
        int *matches = malloc((strlen(searches[k][0]) + 1) * sizeof(int));
        int count = rabinKarpSearchInto(searches[k][0], searches[k][1], matches);
        if (count == 0) printf("none");
        for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", matches[i]);
        printf("\n");
        free(matches);
    }
    return 0;
}
