#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int precedence(char op) {
    switch (op) {
        case '+': case '-': return 1;
        case '*': case '/': return 2;
        case '^': return 3;
        default: return 0;
    }
}

/* Appends a malloc'd copy of the len characters at text to out. */
static void emit(char **out, int *count, const char *text, size_t len) {
    out[*count] = malloc(len + 1);
    memcpy(out[*count], text, len);
    out[*count][len] = '\0';
    (*count)++;
}

/* Returns the postfix tokens of expression as a malloc'd array of malloc'd strings, their number in
 * *returnSize (the AlgoREval+ interface). Neither the operator stack nor a token has a fixed limit:
 * an expression has at most one token and one operator per character. */
char **infixToPostfix(const char *expression, int *returnSize) {
    size_t length = strlen(expression);
    char **out = malloc((length + 1) * sizeof(char *));
    char *operators = malloc(length + 1);
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
    free(operators);
    *returnSize = count;
    return out;
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
    for (size_t i = 0; i < sizeof(expressions) / sizeof(expressions[0]); i++) {
        int n;
        char **tokens = infixToPostfix(expressions[i], &n);
        for (int j = 0; j < n; j++) {
            printf(j ? " %s" : "%s", tokens[j]);
            free(tokens[j]);
        }
        printf("\n");
        free(tokens);
    }
    return 0;
}
