#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int n;        /* length of each permutation */
    int count;    /* number of permutations stored */
    int *cells;   /* permutation k occupies cells[k * n .. k * n + n - 1] */
} PermutationList;

static void extend(const int *items, int n, int *current, int depth, int *used, PermutationList *out) {
    if (depth == n) {
        memcpy(out->cells + (size_t)out->count * (size_t)n, current, (size_t)n * sizeof(int));
        out->count++;
        return;
    }
    for (int i = 0; i < n; i++) {
        if (used[i]) continue;
        used[i] = 1;
        current[depth] = items[i];
        extend(items, n, current, depth + 1, used, out);
        used[i] = 0;
    }
}

/* Returns all n! orderings of items; the caller frees the cells. */
static PermutationList permutationList(const int *items, int n) {
    size_t total = 1;
    for (int k = 2; k <= n; k++) total *= (size_t)k;
    PermutationList out = {n, 0, malloc(total * (size_t)(n > 0 ? n : 1) * sizeof(int))};
    int *current = malloc((size_t)(n > 0 ? n : 1) * sizeof(int));
    int *used = calloc((size_t)(n > 0 ? n : 1), sizeof(int));
    extend(items, n, current, 0, used, &out);
    free(current);
    free(used);
    return out;
}

/* The AlgoREval+ interface: the permutations as malloc'd rows (the empty list's one permutation is an empty row). */
int **permutations(const int *items, int itemsSize, int *returnSize, int **returnColumnSizes) {
    PermutationList all = permutationList(items, itemsSize);
    int **rows = malloc((size_t)all.count * sizeof(int *));
    *returnColumnSizes = malloc((size_t)all.count * sizeof(int));
    for (int k = 0; k < all.count; k++) {
        rows[k] = malloc((size_t)(itemsSize > 0 ? itemsSize : 1) * sizeof(int));
        memcpy(rows[k], all.cells + (size_t)k * (size_t)itemsSize, (size_t)itemsSize * sizeof(int));
        (*returnColumnSizes)[k] = itemsSize;
    }
    *returnSize = all.count;
    free(all.cells);
    return rows;
}

static int permutationLength;

static int comparePermutations(const void *a, const void *b) {
    const int *x = a, *y = b;
    for (int i = 0; i < permutationLength; i++) {
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    }
    return 0;
}

int main(void) {
    int items[] = {3, -1, 4, 0};
    PermutationList perms = permutationList(items, 4);
    permutationLength = perms.n;
    qsort(perms.cells, (size_t)perms.count, (size_t)perms.n * sizeof(int), comparePermutations);
    for (int k = 0; k < perms.count; k++) {
        for (int i = 0; i < perms.n; i++) printf(i ? " %d" : "%d", perms.cells[k * perms.n + i]);
        printf("\n");
    }
    free(perms.cells);

    int counted[] = {1, 2, 3, 4, 5, 6};
    PermutationList all = permutationList(counted, 6);
    printf("%d\n", all.count);
    free(all.cells);
    return 0;
}
