#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define MAX_TOKENS 128
#define MAX_TOKEN_LEN 32

static int precedence(char op) {
    switch (op) {
        case '+': case '-': return 1;
        case '*': case '/': return 2;
        case '^': return 3;
        default: return 0;
    }
}

static void emit(char out[][MAX_TOKEN_LEN], int *count, const char *text, size_t len) {
    memcpy(out[*count], text, len);
    out[*count][len] = '\0';
    (*count)++;
}

/* Writes the postfix tokens of expression into out and returns how many there are. */
int infixToPostfix(const char *expression, char out[][MAX_TOKEN_LEN]) {
    char operators[MAX_TOKENS];
    int top = 0, count = 0;
    const char *p = expression;
    while (*p) {
        char c = *p;
        if (c == ' ') {
            p++;
        } else if (isalnum((unsigned char)c)) {
            const char *start = p;
            while (isalnum((unsigned char)*p)) p++;
            emit(out, &count, start, (size_t)(p - start));
        } else if (c == '(') {
            operators[top++] = c;
            p++;
        } else if (c == ')') {
            while (operators[top - 1] != '(') emit(out, &count, &operators[--top], 1);
            top--; /* discard '(' */
            p++;
        } else {
            int prec = precedence(c);
            /* Pop operators that bind at least as tightly (strictly tighter for right-associative ^). */
            while (top > 0 && operators[top - 1] != '(') {
                int topPrec = precedence(operators[top - 1]);
                if (topPrec > prec || (topPrec == prec && c != '^')) {
                    emit(out, &count, &operators[--top], 1);
                } else {
                    break;
                }
            }
            operators[top++] = c;
            p++;
        }
    }
    while (top > 0) emit(out, &count, &operators[--top], 1);
    return count;
}

int main(void) {
    const char *expressions[] = {
        "3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3",
        "a*(b+c)-d/e",
        "(12-3)-(4-1)-7",
        "2^3^2*x+10/5/y",
        "((a + b) * (c - d)) ^ 2",
        "price*(1+rate)^years-10",
    };
    char tokens[MAX_TOKENS][MAX_TOKEN_LEN];
    for (size_t i = 0; i < sizeof(expressions) / sizeof(expressions[0]); i++) {
        int n = infixToPostfix(expressions[i], tokens);
        for (int j = 0; j < n; j++) printf(j ? " %s" : "%s", tokens[j]);
        printf("\n");
    }
    return 0;
}
