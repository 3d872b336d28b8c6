#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int evaluatePostfix(const char *expression) {
    /* As deep as the expression has literals: at most one per two characters, plus one. */
    int *stack = malloc((strlen(expression) / 2 + 1) * sizeof(int));
    int top = 0;
    const char *p = expression;
    while (*p) {
        while (*p == ' ') p++;
        if (!*p) break;
        if (isdigit((unsigned char)*p)) {
            int value = 0;
            while (isdigit((unsigned char)*p)) value = value * 10 + (*p++ - '0');
            stack[top++] = value;
        } else {
            char op = *p++;
            int right = stack[--top];
            int left = stack[--top];
            switch (op) {
                case '+': stack[top++] = left + right; break;
                case '-': stack[top++] = left - right; break;
                case '*': stack[top++] = left * right; break;
                default: stack[top++] = left / right; break; /* C division truncates toward zero */
            }
        }
    }
    int result = stack[top - 1];
    free(stack);
    return result;
}

int main(void) {
    const char *expressions[] = {
        "5 1 2 + 4 * + 3 -",
        "2 3 4 * + 5 6 - *",
        "100 7 / 3 2 * -",
        "15 7 1 1 + - / 3 * 2 1 1 + + -",
        "4 10 - 27 8 / *",
    };
    for (size_t i = 0; i < sizeof(expressions) / sizeof(expressions[0]); i++) {
        printf("%d\n", evaluatePostfix(expressions[i]));
    }
    return 0;
}
