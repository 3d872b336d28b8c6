#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Returns a newly allocated encoding of s; the caller frees it. */
char *rleEncode(const char *s) {
    size_t n = strlen(s);
    char *out = malloc(n * 21 + 1); /* at most one count (<= 20 digits) and one letter per character */
    size_t len = 0;
    size_t i = 0;
    while (i < n) {
        size_t j = i;
        while (j < n && s[j] == s[i]) j++;
        len += (size_t)sprintf(out + len, "%zu%c", j - i, s[i]);
        i = j;
    }
    out[len] = '\0';
    return out;
}

/* Returns a newly allocated decoding of encoded; the caller frees it. */
char *rleDecode(const char *encoded) {
    size_t total = 0, count = 0;
    for (const char *p = encoded; *p; p++) {
        if (isdigit((unsigned char)*p)) {
            count = count * 10 + (size_t)(*p - '0');
        } else {
            total += count;
            count = 0;
        }
    }
    char *out = malloc(total + 1);
    size_t len = 0;
    count = 0;
    for (const char *p = encoded; *p; p++) {
        if (isdigit((unsigned char)*p)) {
            count = count * 10 + (size_t)(*p - '0');
        } else {
            memset(out + len, *p, count);
            len += count;
            count = 0;
        }
    }
    out[len] = '\0';
    return out;
}

int main(void) {
    const char *strings[] = {"WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aaabccddddde", "xyz", "ZZzzZ"};
    const char *encoded[] = {"12W1B3W", "1a2b3c", "10x1y2z", "2Q11q"};
    for (int i = 0; i < 4; i++) {
        char *out = rleEncode(strings[i]);
        printf("%s\n", out);
        free(out);
    }
    for (int i = 0; i < 4; i++) {
        char *out = rleDecode(encoded[i]);
        printf("%s\n", out);
        free(out);
    }
    return 0;
}
