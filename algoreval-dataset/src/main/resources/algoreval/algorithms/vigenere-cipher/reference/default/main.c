#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* direction is +1 to encrypt and -1 to decrypt; returns a newly allocated string */
static char *transform(const char *text, const char *key, int direction) {
    size_t n = strlen(text), keyLen = strlen(key), pos = 0; /* pos advances only on letters */
    char *out = malloc(n + 1);
    for (size_t i = 0; i < n; i++) {
        char ch = text[i];
        int lower = ch >= 'a' && ch <= 'z', upper = ch >= 'A' && ch <= 'Z';
        if (!lower && !upper) {
            out[i] = ch;
            continue;
        }
        int base = lower ? 'a' : 'A';
        int shift = toupper((unsigned char)key[pos % keyLen]) - 'A';
        out[i] = (char)(base + ((ch - base + direction * shift) % 26 + 26) % 26);
        pos++;
    }
    out[n] = '\0';
    return out;
}

/* Both functions return a newly allocated string that the caller frees. */
char *vigenereEncrypt(const char *text, const char *key) {
    return transform(text, key, 1);
}

char *vigenereDecrypt(const char *text, const char *key) {
    return transform(text, key, -1);
}

int main(void) {
    char *results[4];
    results[0] = vigenereEncrypt("ATTACKATDAWN", "LEMON");
    results[1] = vigenereEncrypt("Attack at dawn! Meet at 9 o'clock.", "LeMoN");
    results[2] = vigenereDecrypt("Rijvs, Uyvjn! Xfsw gc e qogpox.", "key");
    results[3] = vigenereEncrypt("Zebra zoo, XYZ.", "b");
    for (int i = 0; i < 4; i++) {
        printf("%s\n", results[i]);
        free(results[i]);
    }
    return 0;
}
