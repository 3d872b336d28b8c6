#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Returns a newly allocated string; the caller frees it. */
static char *solve(const char *text, int k) {
    size_t length = strlen(text);
    char *out = malloc(length + 1);
    for (size_t i = 0; i < length; i++) {
        char ch = text[i];
        if (ch >= 'a' && ch <= 'z') {
            out[i] = (char)((ch - 'a' + k) % 26 + 'a');
        } else if (ch >= 'A' && ch <= 'Z') {
            out[i] = (char)((ch - 'A' + k) % 26 + 'A');
        } else {
            out[i] = ch;
        }
    }
    out[length] = '\0';
    return out;
}

int main(void) {
    const char *text = "Meet me at the Zoo, 10:45 sharp!";
    int k = 3;
    char *result = solve(text, k);
    printf("%s\n", result);
    free(result);
    return 0;
}
