#include <stdio.h>
#include <stdlib.h>

static int find(int *parent, int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

/* One run of random contraction; returns the size of the cut it ends with. */
static int contractOnce(int n, const int edges[][2], int m, int *parent) {
    for (int i = 0; i < n; i++) parent[i] = i;
    int remaining = n;
    while (remaining > 2) {
        int e = rand() % m;
        int ru = find(parent, edges[e][0]), rv = find(parent, edges[e][1]);
        if (ru != rv) { /* an edge inside a super-vertex is a self-loop: skip it */
            parent[ru] = rv;
            remaining--;
        }
    }
    int cut = 0;
    for (int i = 0; i < m; i++)
        if (find(parent, edges[i][0]) != find(parent, edges[i][1])) cut++;
    return cut;
}

int kargerMinCut(int n, const int edges[][2], int m, int trials) {
    int *parent = malloc(n * sizeof(int));
    int best = m;
    srand(12345);
    for (int i = 0; i < trials; i++) {
        int cut = contractOnce(n, edges, m, parent);
        if (cut < best) best = cut;
    }
    free(parent);
    return best;
}

int main(void) {
    const int edges[][2] = {
        {0, 2}, {0, 2}, {0, 2}, {0, 5}, {0, 7}, {1, 3}, {1, 4},
        {1, 4}, {1, 5}, {1, 6}, {2, 3}, {2, 5}, {2, 7}, {3, 4},
        {3, 6}, {3, 6}, {4, 6}, {5, 7}, {5, 7}, {6, 7},
    };
    int m = sizeof(edges) / sizeof(edges[0]);
    printf("%d\n", kargerMinCut(8, edges, m, 1000));
    return 0;
}
