#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Returns a newly allocated copy of text with every letter moved shift positions forward. */
static char *shiftLetters(const char *text, int shift) {
    int k = ((shift % 26) + 26) % 26;
    size_t n = strlen(text);
    char *out = malloc(n + 1);
    for (size_t i = 0; i < n; i++) {
        char ch = text[i];
        if (ch >= 'a' && ch <= 'z') {
            out[i] = (char)('a' + (ch - 'a' + k) % 26);
        } else if (ch >= 'A' && ch <= 'Z') {
            out[i] = (char)('A' + (ch - 'A' + k) % 26);
        } else {
            out[i] = ch;
        }
    }
    out[n] = '\0';
    return out;
}

/* Both functions return a newly allocated string that the caller frees. */
char *caesarEncrypt(const char *text, int shift) {
    return shiftLetters(text, shift);
}

char *caesarDecrypt(const char *text, int shift) {
    return shiftLetters(text, -(shift % 26));
}

int main(void) {
    char *results[5];
    results[0] = caesarEncrypt("Hello, World! Meet me at 10:30 near the Zoo.", 3);
    results[1] = caesarDecrypt("Khoor, Zruog!", 3);
    results[2] = caesarEncrypt("The Quick Brown Fox Jumps Over The Lazy Dog", 13);
    results[3] = caesarEncrypt("abc-XYZ xyz_ABC", 29);
    results[4] = caesarDecrypt("Vjg swkem dtqyp hqz", -24);
    for (int i = 0; i < 5; i++) {
        printf("%s\n", results[i]);
        free(results[i]);
    }
    return 0;
}
